import { categoryName } from '@handmade/common';
import { useParams } from 'react-router-dom';
import ProductsPage from '../../features/products/ProductsPage';
import NotFoundPage from '../NotFoundPage';
import { WithProductCardActions } from './WithProductCardActions';

/** A category address names one of the fixed categories by its number, written plainly ("3", not "03"). */
function isKnownCategory(categoryId: string): boolean {
  return /^[1-9]\d*$/.test(categoryId) && categoryName(Number(categoryId)) !== undefined;
}

export default function ProductsRoute() {
  const { categoryId } = useParams();
  // An unknown category is a page that does not exist, not an empty or failed list.
  if (categoryId !== undefined && !isKnownCategory(categoryId)) return <NotFoundPage />;
  return (
    <WithProductCardActions>
      <ProductsPage />
    </WithProductCardActions>
  );
}
