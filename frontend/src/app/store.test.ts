import { fetchCart } from '../features/cart/cartSlice';
import { fetchFavorites } from '../features/favorites/favoritesSlice';
import { login, logout } from '../features/session/sessionSlice';
import { modalOpened } from '../features/ui/uiSlice';
import { createFakeApi } from '../testing/fakeApi';
import { shopper } from '../testing/fixtures';
import { makeStore } from './store';

describe('store', () => {
  it('hands thunks the API client and resets every slice on logout', async () => {
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
    store.dispatch(modalOpened({ kind: 'register' }));
    expect(store.getState().cart.ids).toEqual([1]);
    expect(store.getState().favorites.ids).toEqual([4]);

    await store.dispatch(logout());
    const state = store.getState();
    expect(state.session).toEqual({ user: null, status: 'succeeded' });
    expect(state.cart.ids).toEqual([]);
    expect(state.favorites.ids).toEqual([]);
    expect(state.ui.modal).toBeNull();
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
