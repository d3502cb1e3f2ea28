import { MESSAGES } from '@handmade/common';
import { useDeferredValue, type ReactNode } from 'react';
import type { Product, Status } from '../../lib/types';
import { Spinner } from '../../components/Spinner';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { ProductCard } from './ProductCard';
import { fetchMoreProducts, selectListProducts, selectProductList } from './productsSlice';
import './ProductGrid.css';

/** Cards in the first row load their photos at once; the rest wait until they scroll into view. */
const EAGER_CARDS = 5;

/** Cards rendered with the grid's first paint: a phone's first screens, and more than a desktop shows. */
const FIRST_CARDS = 12;

/** The grid on screen (see productsSlice `list`), with its loading, error, empty and "Show more" states. */
interface ProductGridProps {
  /** The query this grid shows; until the list holds it, the grid is loading. */
  listKey: string;
  /** What an empty list shows: the spec's empty-catalogue text unless told otherwise. */
  empty?: ReactNode;
}

export function ProductGrid({ listKey, empty = MESSAGES.noProducts }: ProductGridProps) {
  const list = useAppSelector(selectProductList);
  const listed = useAppSelector(selectListProducts);
  const products = list.key === listKey ? listed : [];

  if (list.key === listKey && list.status === 'failed' && products.length === 0) {
    return <h2 className="grid-message">{list.error?.message ?? 'Products could not be loaded.'}</h2>;
  }
  if ((list.key !== listKey || list.status !== 'succeeded') && products.length === 0) return <Spinner />;
  if (products.length === 0) {
    return typeof empty === 'string' ? <p className="grid-message">{empty}</p> : empty;
  }

  return <ProductCards products={products} hasMore={list.next !== null} moreStatus={list.moreStatus} />;
}

/**
 * A page's cards and its "Show more". The first `FIRST_CARDS` render at once and the rest in a background
 * render that React interrupts for input (`useDeferredValue`'s initial value): the first paint does not wait
 * for sixty cards, and no task blocks the page while the others render. "Show more" waits for the first
 * page's last card, so it does not move under the reader's eyes as they arrive.
 */
interface ProductCardsProps {
  products: Product[];
  /** Whether the list has a next page for "Show more" to fetch. */
  hasMore: boolean;
  moreStatus: Status;
}

function ProductCards({ products, hasMore, moreStatus }: ProductCardsProps) {
  const dispatch = useAppDispatch();
  const shown = useDeferredValue(products.length, Math.min(products.length, FIRST_CARDS));
  const firstCardsAlone = shown <= FIRST_CARDS && shown < products.length;

  return (
    <>
      {/* Between the page's h1 and the cards' h3, so the headings step down one level at a time. */}
      <h2 className="visually-hidden">Listings</h2>
      <ul className="product-grid">
        {products.slice(0, shown).map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      {hasMore && !firstCardsAlone && (
        <div className="product-grid__more">
          <button
            type="button"
            className="button button--secondary"
            disabled={moreStatus === 'pending'}
            onClick={() => void dispatch(fetchMoreProducts())}
          >
            {moreStatus === 'pending' ? 'Loading...' : 'Show more'}
          </button>
          {moreStatus === 'failed' && (
            <p className="form-error" role="alert">
              More products could not be loaded. Please try again.
            </p>
          )}
        </div>
      )}
    </>
  );
}
