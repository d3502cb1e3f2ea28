import { makeStore, type RootState } from '../store';
import type { ApiClient } from '../../lib/api';
// Importing a lazy slice injects it into the root reducer, as loading its page does in the app.
import '../../features/cart/cartSlice';
import '../../features/favorites/favoritesSlice';
import '../../features/products/productsSlice';
import '../../features/reviews/reviewsSlice';

/**
 * A store with every lazy slice injected up front. The store keeps preloaded state only for slices it
 * knows, so a test that starts from a given cart, favorites, products or reviews state builds it here.
 */
export function makeTestStore(api: ApiClient, preloadedState?: Partial<RootState>) {
  return makeStore(api, preloadedState);
}
