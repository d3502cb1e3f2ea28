import { FORMER_MEMBER } from '@handmade/common';
import { Suspense, useState, type ReactNode } from 'react';
import { useAppSelector } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import { Stars } from '../../components/Stars';
import { formatShortDate } from '../../lib/format';
import type { Product, Review } from '../../lib/types';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { isAuthor } from './authorship';
import { DeleteReviewModal } from './DeleteReviewModal';
import { ReviewFormButton, ReviewFormModal } from './ReviewFormButton';
import { ReviewReply } from './ReviewReply';
import { selectReviewsForProduct, selectReviewsStatus } from './reviewsSlice';
import './ReviewList.css';

interface ReviewListProps {
  product: Product;
  /** A review of the product was written, changed or deleted (the seller's rating changes with it). */
  onChanged: (productId: number) => void;
  /** A way to report a review, offered on each one but the reader's own (the app puts "Report" there). */
  report?: (review: Review) => ReactNode;
}

/** A product's reviews, newest first. */
export function ReviewList({ product, onChanged, report }: ReviewListProps) {
  const reviews = useAppSelector((state) => selectReviewsForProduct(state, product.id));
  const { status, error } = useAppSelector((state) => selectReviewsStatus(state, product.id));
  const user = useAppSelector(selectCurrentUser);
  const [editing, setEditing] = useState<Review | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);

  return (
    <section className="reviews" aria-labelledby="reviews-heading">
      <div className="reviews__head">
        <h2 id="reviews-heading">
          Reviews <span className="muted">({reviews.length})</span>
        </h2>
        <ReviewFormButton product={product} onChanged={onChanged} />
      </div>
      {status === 'failed' && (
        <p className="form-error">{error?.message ?? 'Reviews could not be loaded.'}</p>
      )}
      {status !== 'failed' && status !== 'succeeded' && reviews.length === 0 && <Spinner />}
      {status === 'succeeded' && reviews.length === 0 && <p className="muted">No reviews yet.</p>}
      <ul className="reviews__list">
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <div className="review__top">
              <Stars rating={review.stars} />
              {review.verified_purchase && (
                <span className="review__purchased" title="The reviewer bought this item here">
                  Purchased
                </span>
              )}
              {review.recommendation && <span className="review__recommend">Recommends this item</span>}
            </div>
            <p className="review__text">{review.review}</p>
            <p className="review__meta">
              <span
                className={
                  review.user === FORMER_MEMBER ? 'review__author review__author--former' : 'review__author'
                }
              >
                {review.user}
              </span>
              <span aria-hidden="true"> · </span>
              <time dateTime={review.updated_at}>{formatShortDate(review.updated_at)}</time>
              {report && !isAuthor(review, user) && (
                <>
                  <span aria-hidden="true"> · </span>
                  {report(review)}
                </>
              )}
            </p>
            {isAuthor(review, user) && (
              <div className="review__actions">
                <button type="button" className="button button--secondary" onClick={() => setEditing(review)}>
                  Edit Review
                </button>
                <button type="button" className="button button--ghost" onClick={() => setDeleting(review)}>
                  Delete Review
                </button>
              </div>
            )}
            <ReviewReply review={review} canReply={user !== null && user.id === product.seller_id} />
          </li>
        ))}
      </ul>
      {editing && (
        <Suspense fallback={null}>
          <ReviewFormModal
            product={product}
            review={editing}
            onChanged={onChanged}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {deleting && (
        <DeleteReviewModal review={deleting} onChanged={onChanged} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
