import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createAppAsyncThunk } from '../../app/hooks';
import { toApiError } from '../../lib/api';
import type { Cart, CartItem, Status } from '../../lib/types';
import { checkoutCompleted } from '../checkout/checkoutEvents';
import { productDeleted } from '../products/productsSlice';

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
  // Events dispatched by the cart page's code, which loads with it.
  reducers: {
    cartLineUpdated(state, action: PayloadAction<{ id: number; changes: Partial<CartItem> }>) {
      cartItemsAdapter.updateOne(state, action.payload);
    },
    cartLineRemoved(state, action: PayloadAction<number>) {
      cartItemsAdapter.removeOne(state, action.payload);
    },
    cartCleared(state) {
      cartItemsAdapter.removeAll(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(productDeleted, (state, action) => {
        const lines = Object.values(state.entities).filter((item) => item.product_id === action.payload);
        cartItemsAdapter.removeMany(
          state,
          lines.map((item) => item.id),
        );
      })
      .addCase(checkoutCompleted, (state) => {
        cartItemsAdapter.removeAll(state);
      })
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
export const { cartLineUpdated, cartLineRemoved, cartCleared } = cartSlice.actions;

export const {
  selectAll: selectCartItems,
  selectById: selectCartItemById,
  selectTotal: selectCartLineCount,
} = cartItemsAdapter.getSelectors((state: RootState) => state.cart);

export const selectCartStatus = (state: RootState) => state.cart.status;
