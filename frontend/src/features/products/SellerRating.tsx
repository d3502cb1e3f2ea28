import { Stars } from '../../components/Stars';
import type { Seller } from '../../lib/types';
import './SellerRating.css';

interface SellerRatingProps {
  seller: Seller;
  /** "New" on cards, "New!" on the product page. */
  newLabel?: string;
  size?: 'sm' | 'md';
}

/** The seller's rating over the reviews of all their products: it says so, beside a product it is not about. */
export function SellerRating({ seller, newLabel = 'New', size = 'sm' }: SellerRatingProps) {
  const rated = typeof seller.seller_rating === 'number' && seller.review_count > 0;
  const count = seller.review_count;
  return (
    <span
      className="seller-rating"
      title={`The shop's rating, from ${count} ${count === 1 ? 'review' : 'reviews'}`}
    >
      {rated ? (
        <Stars rating={seller.seller_rating as number} size={size} />
      ) : (
        <span className="seller-rating__new">{newLabel}</span>
      )}
      <span
        className="seller-rating__count"
        aria-label={`${count} ${count === 1 ? 'review' : 'reviews'} of the shop`}
      >
        ({count})
      </span>
    </span>
  );
}
