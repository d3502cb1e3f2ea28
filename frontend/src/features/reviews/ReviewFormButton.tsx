import { MESSAGES } from '@handmade/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Product } from '../../lib/types';
import { selectCurrentUser } from '../session/sessionSlice';
import { signInRequired } from '../ui/uiSlice';
import { selectReviewsForProduct } from './reviewsSlice';

/**
 * Where a shopper starts writing a review. Visitors are asked to sign in first; sellers and people who
 * already reviewed the product see nothing. Opening the review form itself is still to be built.
 */
export function ReviewFormButton({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const reviews = useAppSelector((state) => selectReviewsForProduct(state, product.id));

  if (user && user.id === product.seller_id) return null;
  if (user && reviews.some((review) => review.user === user.username)) return null;

  function onClick() {
    if (!user) dispatch(signInRequired(MESSAGES.signInLead));
    // Signed-in shoppers will get the review form here.
  }

  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      Write a review
    </button>
  );
}
