import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createAppAsyncThunk } from '../../app/hooks';
import { toApiError } from '../../lib/api';
import type { Cart, CartItem, Status } from '../../lib/types';

const cartItemsAdapter = createEntityAdapter<CartItem>();

const initialState = cartItemsAdapter.getInitialState({
  cartId: null as number | null,
  status: 'idle' as Status,
});

export const fetchCart = createAppAsyncThunk(
  'cart/fetch',
  async (_: void, { extra: api, rejectWithValue }) => {
    try {
      return await api.get<Cart>('/api/cart/');
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

/** Adds one of a product (an existing line takes the new quantity), then reloads the cart. */
export const addToCart = createAppAsyncThunk(
  'cart/add',
  async (productId: number, { extra: api, getState, dispatch, rejectWithValue }) => {
    try {
      const item = await api.post<CartItem>('/api/cart/add/', {
        product_id: productId,
        quantity: 1,
        gift: false,
        cart_id: getState().cart.cartId,
      });
      await dispatch(fetchCart());
      return item;
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCart.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(fetchCart.fulfilled, (state, action) => {
        cartItemsAdapter.setAll(state, action.payload.cart_items ?? []);
        state.cartId = action.payload.id;
        state.status = 'succeeded';
      })
      .addCase(fetchCart.rejected, (state) => {
        state.status = 'failed';
      });
  },
});

export const cartReducer = cartSlice.reducer;

export const { selectAll: selectCartItems, selectTotal: selectCartLineCount } = cartItemsAdapter.getSelectors(
  (state: RootState) => state.cart,
);
