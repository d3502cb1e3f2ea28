import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatShortDate } from '../../lib/format';
import type { Product } from '../../lib/types';
import './OwnListingPanel.css';

function reviewsText(product: Product): string {
  if (product.review_count === 0) return 'None yet';
  const average = Math.round((product.stars_total / product.review_count) * 10) / 10;
  return `${product.review_count} (${average} of 5)`;
}

/**
 * What the seller sees on their own listing where a buyer has Add to Cart and the heart: the listing's
 * figures, a way to edit it and the way to its sales.
 */
export function OwnListingPanel({ product }: { product: Product }) {
  return (
    <section className="own-listing" aria-labelledby="own-listing-title">
      <h2 id="own-listing-title" className="own-listing__title">
        Your listing
      </h2>
      <dl className="own-listing__stats">
        <div>
          <dt>In stock</dt>
          <dd>{product.inventory}</dd>
        </div>
        <div>
          <dt>Reviews</dt>
          <dd>{reviewsText(product)}</dd>
        </div>
        <div>
          <dt>Listed</dt>
          <dd>
            <time dateTime={product.created_at}>{formatShortDate(product.created_at)}</time>
          </dd>
        </div>
      </dl>
      <div className="own-listing__actions">
        <Link to={paths.editProduct.href(product.id)} className="button button--primary">
          Edit listing
        </Link>
        <Link to={paths.shopManager.href()} className="button button--secondary">
          Shop Manager
        </Link>
      </div>
    </section>
  );
}
