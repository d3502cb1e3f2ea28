import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { createAppSelector, useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { PlusIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import type { Product } from '../../lib/types';
import { bannerShown } from '../../app/state/uiSlice';
import { DeleteListingModal } from './DeleteListingModal';
import { ListingCard } from './ListingCard';
import { loadCurrentProducts } from './productsApi';
import { selectCurrentProductIds, selectProductEntities } from './productsSlice';
import './ProductGrid.css';
import './ProductsPage.css';
import './ManageProductsPage.css';

/** The signed-in user's listings, null until loaded. */
const selectCurrentProducts = createAppSelector(
  [selectProductEntities, selectCurrentProductIds],
  (entities, ids) =>
    ids && ids.map((id) => entities[id]).filter((product): product is Product => Boolean(product)),
);

/** "Your Listings": everything the signed-in user sells, sold-out pieces included so they can be restocked. */
export default function ManageProductsPage() {
  const dispatch = useAppDispatch();
  const products = useAppSelector(selectCurrentProducts);
  const [error, setError] = useState<ApiError | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  useEffect(() => {
    void dispatch(loadCurrentProducts()).then((result) => {
      if (loadCurrentProducts.rejected.match(result)) setError(result.payload ?? null);
    });
  }, [dispatch]);

  const addLink = (
    <Link to={paths.newProduct.href()} className="button button--primary">
      <PlusIcon size={18} />
      Add new product
    </Link>
  );

  let content;
  if (!products && error) content = <h2 className="grid-message">{error.message}</h2>;
  else if (!products) content = <Spinner />;
  else if (products.length === 0)
    content = (
      <div className="empty-state">
        <p className="grid-message">No product yet... Please create one</p>
        {addLink}
      </div>
    );
  else
    content = (
      <ul className="product-grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ListingCard product={product} eager={index < 5} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="page">
      <title>Your Listings | Handmade Market</title>
      <div className="products-page__head">
        <h1>Your Listings</h1>
        {products && products.length > 0 && addLink}
      </div>
      {content}
      {deleting && (
        <DeleteListingModal
          product={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            dispatch(bannerShown(`“${deleting.title}” was deleted.`));
          }}
        />
      )}
    </div>
  );
}
