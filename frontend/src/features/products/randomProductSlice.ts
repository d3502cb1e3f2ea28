import { createSlice } from '@reduxjs/toolkit';
import { injectConfig, rootReducer, type RootState } from '../../app/state/rootReducer';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Product, Status } from '../../lib/types';
import { productDeleted } from '../../app/state/events';

/**
 * The landing page's featured product, in the first load with it. Kept apart from the products cache: this
 * answer rounds the seller rating differently.
 */
interface RandomProductState {
  product: Product | null;
  status: Status;
}

const initialState: RandomProductState = { product: null, status: 'idle' };

// A first-load slice: app/store.ts imports it before building the store.
declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    randomProduct: RandomProductState;
  }
}

export const fetchRandomProduct = createApiThunk('products/fetchRandom', async (_: void, api) => {
  return await api.get<Product>('/api/products/random');
});

const slice = createSlice({
  name: 'randomProduct',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchRandomProduct.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(fetchRandomProduct.fulfilled, (_, action) => ({
        product: action.payload,
        status: 'succeeded',
      }))
      .addCase(fetchRandomProduct.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(productDeleted, (state, action) =>
        state.product?.id === action.payload ? initialState : state,
      );
  },
});

export const randomProductSlice = slice.injectInto(rootReducer, injectConfig);

export const selectRandomProduct = (state: RootState) => state.randomProduct ?? initialState;
