import { createSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createAppAsyncThunk } from '../../app/hooks';
import { toApiError } from '../../lib/api';
import type { Product, Status } from '../../lib/types';
import { productDeleted } from './productEvents';

/**
 * The landing page's featured product, in the first load with it. Kept apart from the products cache: this
 * answer rounds the seller rating differently.
 */
interface RandomProductState {
  product: Product | null;
  status: Status;
}

const initialState: RandomProductState = { product: null, status: 'idle' };

export const fetchRandomProduct = createAppAsyncThunk(
  'products/fetchRandom',
  async (_: void, { extra: api, rejectWithValue }) => {
    try {
      return await api.get<Product>('/api/products/random');
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const randomProductSlice = createSlice({
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

export const selectRandomProduct = (state: RootState) => state.randomProduct;
