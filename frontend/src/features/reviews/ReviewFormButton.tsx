import { MESSAGES } from '@handmade/common';
import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import type { Product } from '../../lib/types';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { signInRequired } from '../../app/state/uiSlice';
import { isAuthor } from './authorship';
import { selectReviewsForProduct } from './reviewsSlice';

export const ReviewFormModal = lazy(() => import('./ReviewFormModal'));

/**
 * Where a shopper starts writing a review. Visitors are asked to sign in first; sellers and people who
 * already reviewed the product see nothing.
 */
interface ReviewFormButtonProps {
  product: Product;
  onChanged: (productId: number) => void;
}

export function ReviewFormButton({ product, onChanged }: ReviewFormButtonProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const reviews = useAppSelector((state) => selectReviewsForProduct(state, product.id));
  const [open, setOpen] = useState(false);

  if (user && user.id === product.seller_id) return null;
  if (user && reviews.some((review) => isAuthor(review, user))) return null;

  function onClick() {
    if (!user) dispatch(signInRequired(MESSAGES.signInLead));
    else setOpen(true);
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={onClick}>
        Write a review
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReviewFormModal product={product} onChanged={onChanged} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
