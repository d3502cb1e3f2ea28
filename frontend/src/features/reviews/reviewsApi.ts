import type { ReviewInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import { createAppAsyncThunk } from '../../app/state/hooks';
import type { Review } from '../../lib/types';
import { loadCurrentProducts } from '../products/productsApi';
import { fetchProduct, selectCurrentProductIds } from '../products/productsSlice';
import { reviewDeleted, reviewSaved } from './reviewsSlice';

/**
 * A review changes the seller's rating: the product is read again, and so are the user's own listings when
 * they are loaded.
 */
const refreshAfterReview = createAppAsyncThunk(
  'reviews/refresh',
  async (productId: number, { dispatch, getState }) => {
    await Promise.all([
      dispatch(fetchProduct(productId)),
      selectCurrentProductIds(getState()) ? dispatch(loadCurrentProducts()) : null,
    ]);
  },
);

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
    void dispatch(refreshAfterReview(productId));
    return review;
  },
);

export const deleteReview = createApiThunk('reviews/delete', async (review: Review, api, { dispatch }) => {
  await api.delete(`/api/reviews/${review.id}`);
  dispatch(reviewDeleted(review.id));
  void dispatch(refreshAfterReview(review.product_id));
  return review.id;
});
