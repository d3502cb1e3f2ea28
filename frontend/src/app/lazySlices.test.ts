import { checkoutCompleted } from './state/events';
import { productDeleted } from './state/events';
import { fetchRandomProduct, selectRandomProduct } from '../features/products/randomProductSlice';
import { createFakeApi } from '../testing/fakeApi';
import { makeProduct } from '../testing/fixtures';
import { makeStore } from './store';

const order = {
  id: 11,
  order_number: '1718000000000123',
  total: 25,
  created_at: '',
  items: [],
  shipments: [],
};

// This file imports no lazy slice up front: they are injected mid-test, as their pages load in the app.
describe('lazy slices', () => {
  it('start from their initial state when injected after the events they answer', async () => {
    const bowl = makeProduct({ id: 2 });
    const mug = makeProduct({ id: 3 });
    const api = createFakeApi({
      'GET /api/products/random': bowl,
      'GET /api/products/': [bowl, mug],
    });
    const store = makeStore(api);
    expect(Object.keys(store.getState()).sort()).toEqual(['randomProduct', 'session', 'ui']);

    // Events the lazy slices answer, dispatched before any of them is loaded.
    await store.dispatch(fetchRandomProduct());
    store.dispatch(checkoutCompleted({ products: [mug], deleted_products: [], order }));
    store.dispatch(productDeleted(bowl.id));
    expect(selectRandomProduct(store.getState())).toEqual({ product: null, status: 'idle' });
    expect(Object.keys(store.getState()).sort()).toEqual(['randomProduct', 'session', 'ui']);

    const { fetchProducts, selectListProducts, selectProductList } =
      await import('../features/products/productsSlice');
    const { selectCartItems, selectCartStatus } = await import('../features/cart/cartSlice');
    // Injected but not yet reached by an action: the selectors answer with the initial state.
    expect(store.getState().products).toBeUndefined();
    expect(selectProductList(store.getState()).ids).toEqual([]);
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectCartStatus(store.getState())).toBe('idle');

    await store.dispatch(fetchProducts({ key: 'all', url: '/api/products/' }));
    expect(selectListProducts(store.getState()).map((product) => product.id)).toEqual([2, 3]);
    expect(store.getState().cart?.status).toBe('idle');

    // Now that they are in, the same events reach them.
    store.dispatch(checkoutCompleted({ products: [], deleted_products: [{ ...mug, inventory: 0 }], order }));
    expect(selectProductList(store.getState()).ids).toEqual([2]);
    store.dispatch(productDeleted(bowl.id));
    expect(selectListProducts(store.getState())).toEqual([]);
  });
});
