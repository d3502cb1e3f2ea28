import { cartSlice, fetchCart, selectCartItems } from '../features/cart/cartSlice';
import { fetchFavorites, selectFavoriteProductIds } from '../features/favorites/favoritesSlice';
import { productDeleted } from './state/events';
import { currentProductsLoaded, selectCurrentProductIds } from '../features/products/productsSlice';
import { login, logout } from './state/sessionSlice';
import { modalOpened } from './state/uiSlice';
import { createFakeApi } from '../testing/fakeApi';
import { cartOf, makeCartItem, makeProduct, shopper } from '../testing/fixtures';
import { makeTestStore } from './testing/store';
import { makeStore } from './store';

describe('store', () => {
  it('hands thunks the API client and resets every slice on logout, injected ones included', async () => {
    const api = createFakeApi({
      'POST /api/auth/login': shopper,
      'GET /api/cart/': {
        id: 3,
        user_id: 1,
        cart_items: [{ id: 1, cart_id: 3, product_id: 2, quantity: 1 }],
      },
      'GET /api/favorites/current': [{ id: 4, user_id: 1, product_id: 2 }],
      'GET /api/auth/logout': { message: 'bye' },
    });
    const store = makeStore(api);
    await store.dispatch(login({ email: 'shopper@example.com', password: 'secret1' }));
    await store.dispatch(fetchCart());
    await store.dispatch(fetchFavorites());
    store.dispatch(currentProductsLoaded([makeProduct({ id: 2, seller_id: shopper.id })]));
    store.dispatch(modalOpened({ kind: 'register' }));
    expect(store.getState().cart?.ids).toEqual([1]);
    expect(store.getState().favorites?.ids).toEqual([4]);
    expect(selectCurrentProductIds(store.getState())).toEqual([2]);

    await store.dispatch(logout());
    const state = store.getState();
    expect(state.session).toEqual({ user: null, status: 'succeeded', signedUpNow: false });
    expect(state.cart?.ids).toEqual([]);
    expect(state.cart?.cartId).toBeNull();
    expect(state.favorites?.ids).toEqual([]);
    expect(state.products?.current).toBeNull();
    expect(state.products?.ids).toEqual([]);
    expect(state.ui?.modal).toBeNull();
  });

  it('keeps preloaded state for lazy slices injected before the store is made', () => {
    const bowl = makeProduct({ id: 2 });
    const preloadedCart = cartSlice.reducer(
      undefined,
      fetchCart.fulfilled(cartOf(makeCartItem(5, bowl)), 'preload'),
    );
    const store = makeTestStore(createFakeApi({}), { cart: preloadedCart });
    expect(selectCartItems(store.getState()).map((line) => line.id)).toEqual([5]);

    store.dispatch(productDeleted(bowl.id));
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectFavoriteProductIds(store.getState()).size).toBe(0);
  });

  it('rejects thunks with a serializable error', async () => {
    const store = makeStore(createFakeApi({}));
    const result = await store.dispatch(login({ email: 'a@b.co', password: 'x' }));
    expect(result.payload).toEqual({
      status: 404,
      message: 'No fake answer for POST /api/auth/login',
      errors: {},
    });
  });
});
