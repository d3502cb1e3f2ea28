import type { ReviewInput } from '@handmade/common';
import { createAppAsyncThunk } from '../../app/hooks';
import { toApiError } from '../../lib/api';
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

export const saveReview = createAppAsyncThunk(
  'reviews/save',
  async ({ productId, reviewId, fields }: SaveReview, { extra: api, dispatch, rejectWithValue }) => {
    try {
      const review =
        reviewId === undefined
          ? await api.post<Review>(`/api/products/${productId}/reviews`, { ...fields, productId })
          : await api.put<Review>(`/api/reviews/${reviewId}`, { ...fields, id: reviewId });
      dispatch(reviewSaved(review));
      void dispatch(refreshAfterReview(productId));
      return review;
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const deleteReview = createAppAsyncThunk(
  'reviews/delete',
  async (review: Review, { extra: api, dispatch, rejectWithValue }) => {
    try {
      await api.delete(`/api/reviews/${review.id}`);
      dispatch(reviewDeleted(review.id));
      void dispatch(refreshAfterReview(review.product_id));
      return review.id;
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);
