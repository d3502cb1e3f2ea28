import { createEntityAdapter, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectConfig, rootReducer } from '../../app/state/rootReducer';
import { createApiThunk } from '../../app/state/createApiThunk';
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

// Loaded with the product page, and added to the store then.
declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    reviews: typeof initialState;
  }
}

export const fetchReviews = createApiThunk('reviews/fetchForProduct', async (productId: number, api) => {
  return await api.get<Review[]>(`/api/products/${productId}/reviews`);
});

const { selectAll } = reviewsAdapter.getSelectors();
const idleReviews: ProductReviewsState = { status: 'idle', error: null };

const slice = createSlice({
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
  selectors: {
    selectReviewsForProduct: createSelector(
      [selectAll, (_: typeof initialState, productId: number) => productId],
      (reviews, productId) => reviews.filter((review) => review.product_id === productId),
    ),
    selectReviewsStatus: (state, productId: number): ProductReviewsState =>
      state.byProduct[productId] ?? idleReviews,
  },
});

export const reviewsSlice = slice.injectInto(rootReducer, injectConfig);

export const { reviewSaved, reviewDeleted } = reviewsSlice.actions;

export const { selectReviewsForProduct, selectReviewsStatus } = reviewsSlice.selectors;
