import { Link } from 'react-router-dom';
import { createAppSelector, useAppSelector } from '../state/hooks';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import { ProductCard } from '../../features/products/ProductCard';
import { selectProductEntities } from '../../features/products/productsSlice';
import { selectFavorites, selectFavoritesStatus } from '../../features/favorites/favoritesSlice';
import { WithProductCardActions } from './WithProductCardActions';
import '../../features/products/ProductGrid.css';
import '../../features/products/ProductsPage.css';

/** The favorited products, newest favorite first; the cached product wins, being the freshest copy. */
const selectFavoriteProducts = createAppSelector(
  [selectFavorites, selectProductEntities],
  (favorites, products) =>
    favorites
      .map((favorite) => products[favorite.product_id] ?? favorite.product)
      .filter((product): product is Product => Boolean(product)),
);

const EMPTY_FAVORITES = 'Start favoriting items to compare, shop, and keep track of things you love.';

export default function FavoritesPage() {
  const products = useAppSelector(selectFavoriteProducts);
  const status = useAppSelector(selectFavoritesStatus);

  let content;
  if (products.length === 0 && (status === 'idle' || status === 'pending')) content = <Spinner />;
  else if (products.length === 0)
    content = (
      <div className="empty-state">
        {status === 'failed' && <p className="form-error">Your favorites could not be loaded.</p>}
        <p className="grid-message">{EMPTY_FAVORITES}</p>
        <Link to={paths.products.href()} className="button button--primary">
          Discover products
        </Link>
      </div>
    );
  else
    content = (
      <WithProductCardActions>
        <h2 className="visually-hidden">Listings</h2>
        <ul className="product-grid">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 5} />
            </li>
          ))}
        </ul>
      </WithProductCardActions>
    );

  return (
    <div className="page">
      <title>Your Favorites | Handmade Market</title>
      <div className="products-page__head">
        <h1>Your Favorites</h1>
      </div>
      {content}
    </div>
  );
}
