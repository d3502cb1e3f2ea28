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

/** The seller's one reply under a review: written the first time, edited after. */
export const saveReply = createApiThunk(
  'reviews/saveReply',
  async ({ reviewId, reply }: { reviewId: number; reply: string }, api, { dispatch }) => {
    const review = await api.put<Review>(`/api/reviews/${reviewId}/reply`, { reply });
    dispatch(reviewSaved(review));
    return review;
  },
);

export const deleteReply = createApiThunk(
  'reviews/deleteReply',
  async (reviewId: number, api, { dispatch }) => {
    const review = await api.delete<Review>(`/api/reviews/${reviewId}/reply`);
    dispatch(reviewSaved(review));
    return review;
  },
);
