import { checkoutCompleted, productDeleted, quoteAccepted } from '../../app/state/events';
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectConfig, rootReducer } from '../../app/state/rootReducer';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Cart, CartItem, CartShop, Status } from '../../lib/types';

const cartItemsAdapter = createEntityAdapter<CartItem>();

const initialState = cartItemsAdapter.getInitialState({
  cartId: null as number | null,
  /** Each shop's part as the server priced it, with the coupon applied to it. */
  shops: [] as CartShop[],
  status: 'idle' as Status,
});

type CartState = typeof initialState;

// Loaded with the signed-in header and the pages that use the cart, and added to the store then.
declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    cart: CartState;
  }
}

export const fetchCart = createApiThunk('cart/fetch', async (_: void, api) => {
  return await api.get<Cart>('/api/cart/');
});

/** What to add: a product, with the variant and the words the buyer chose when the listing asks for them. */
export interface CartAddition {
  productId: number;
  variantId?: number | null;
  personalization?: string | null;
}

/**
 * Adds one of a product (a line is a product, variant and personalization: the same again takes the new
 * quantity), then reloads the cart.
 */
export const addToCart = createApiThunk(
  'cart/add',
  async (
    { productId, variantId = null, personalization = null }: CartAddition,
    api,
    { getState, dispatch },
  ) => {
    const item = await api.post<CartItem>('/api/cart/add/', {
      product_id: productId,
      quantity: 1,
      gift: false,
      cart_id: (getState().cart ?? initialState).cartId,
      variant_id: variantId,
      personalization,
    });
    await dispatch(fetchCart());
    return item;
  },
);

const lineSelectors = cartItemsAdapter.getSelectors();

const slice = createSlice({
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
      state.shops = [];
    },
    /** The whole cart as the server answered a change to it (a coupon applied or removed). */
    cartReceived(state, action: PayloadAction<Cart>) {
      cartItemsAdapter.setAll(state, action.payload.cart_items);
      state.shops = action.payload.shops;
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
        state.shops = [];
      })
      .addCase(quoteAccepted, (state, action) => {
        cartItemsAdapter.upsertOne(state, action.payload);
      })
      .addCase(fetchCart.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(fetchCart.fulfilled, (state, action) => {
        cartItemsAdapter.setAll(state, action.payload.cart_items ?? []);
        state.shops = action.payload.shops ?? [];
        state.cartId = action.payload.id;
        state.status = 'succeeded';
      })
      .addCase(fetchCart.rejected, (state) => {
        state.status = 'failed';
      });
  },
  selectors: {
    selectCartItems: lineSelectors.selectAll,
    selectCartItemById: lineSelectors.selectById,
    selectCartLineCount: lineSelectors.selectTotal,
    selectCartStatus: (state) => state.status,
    selectCartShops: (state) => state.shops,
  },
});

export const cartSlice = slice.injectInto(rootReducer, injectConfig);

export const { cartLineUpdated, cartLineRemoved, cartCleared, cartReceived } = cartSlice.actions;

export const { selectCartItems, selectCartItemById, selectCartLineCount, selectCartStatus, selectCartShops } =
  cartSlice.selectors;
