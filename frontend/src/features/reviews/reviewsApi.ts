import type { ReviewInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Review } from '../../lib/types';
import { reviewDeleted, reviewSaved } from './reviewsSlice';

interface SaveReview {
  productId: number;
  /** The review being edited; absent when writing a new one. */
  reviewId?: number;
  fields: ReviewInput;
}

export const saveReview = createApiThunk(
  'reviews/save',
  async ({ productId, reviewId, fields }: SaveReview, api, { dispatch }) => {
    const review =
      reviewId === undefined
        ? await api.post<Review>(`/api/products/${productId}/reviews`, { ...fields, productId })
        : await api.put<Review>(`/api/reviews/${reviewId}`, { ...fields, id: reviewId });
    dispatch(reviewSaved(review));
    return review;
  },
);

export const deleteReview = createApiThunk('reviews/delete', async (review: Review, api, { dispatch }) => {
  await api.delete(`/api/reviews/${review.id}`);
  dispatch(reviewDeleted(review.id));
  return review.id;
});
