import ProductsPage from '../../features/products/ProductsPage';
import { WithProductCardActions } from './WithProductCardActions';

export default function ProductsRoute() {
  return (
    <WithProductCardActions>
      <ProductsPage />
    </WithProductCardActions>
  );
}
