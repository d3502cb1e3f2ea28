import ShopPage from '../../features/products/ShopPage';
import { WithProductCardActions } from './WithProductCardActions';

export default function ShopRoute() {
  return (
    <WithProductCardActions>
      <ShopPage />
    </WithProductCardActions>
  );
}
