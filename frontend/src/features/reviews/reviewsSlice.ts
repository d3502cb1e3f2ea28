import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createAppAsyncThunk, createAppSelector } from '../../app/hooks';
import { toApiError, type ApiError } from '../../lib/api';
import type { Review, Status } from '../../lib/types';

/** Newest first, as the product page lists them. */
const reviewsAdapter = createEntityAdapter<Review>({
  sortComparer: (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
});

interface ProductReviewsState {
  status: Status;
  error: ApiError | null;
}

const initialState = reviewsAdapter.getInitialState({
  byProduct: {} as Record<number, ProductReviewsState>,
});

export const fetchReviews = createAppAsyncThunk(
  'reviews/fetchForProduct',
  async (productId: number, { extra: api, rejectWithValue }) => {
    try {
      return await api.get<Review[]>(`/api/products/${productId}/reviews`);
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

const reviewsSlice = createSlice({
  name: 'reviews',
  initialState,
  // Events dispatched by the review form's code, which loads with the product page.
  reducers: {
    reviewSaved(state, action: PayloadAction<Review>) {
      reviewsAdapter.upsertOne(state, action.payload);
    },
    reviewDeleted(state, action: PayloadAction<number>) {
      reviewsAdapter.removeOne(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchReviews.pending, (state, action) => {
        state.byProduct[action.meta.arg] = { status: 'pending', error: null };
      })
      .addCase(fetchReviews.fulfilled, (state, action) => {
        const productId = action.meta.arg;
        const stale = Object.values(state.entities)
          .filter((review) => review.product_id === productId)
          .map((review) => review.id);
        reviewsAdapter.removeMany(state, stale);
        reviewsAdapter.upsertMany(state, action.payload);
        state.byProduct[productId] = { status: 'succeeded', error: null };
      })
      .addCase(fetchReviews.rejected, (state, action) => {
        state.byProduct[action.meta.arg] = { status: 'failed', error: action.payload ?? toApiError(null) };
      });
  },
});

export const reviewsReducer = reviewsSlice.reducer;
export const { reviewSaved, reviewDeleted } = reviewsSlice.actions;

const { selectAll: selectAllReviews } = reviewsAdapter.getSelectors((state: RootState) => state.reviews);

export const selectReviewsForProduct = createAppSelector(
  [selectAllReviews, (_: RootState, productId: number) => productId],
  (reviews, productId) => reviews.filter((review) => review.product_id === productId),
);

const idleReviews: ProductReviewsState = { status: 'idle', error: null };

export const selectReviewsStatus = (state: RootState, productId: number): ProductReviewsState =>
  state.reviews.byProduct[productId] ?? idleReviews;
