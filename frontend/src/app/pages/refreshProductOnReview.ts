import { fetchProduct, selectCurrentProductIds } from '../../features/products/productsSlice';
import { loadCurrentProducts } from '../../features/products/productsApi';
import { reviewsChanged } from '../state/events';
import { startAppListening } from '../state/listener';

/**
 * A review changes the seller's rating: the product is read again, and so are the user's own listings when
 * they are loaded. Registered with the product page, the only page where reviews are written.
 */
startAppListening({
  actionCreator: reviewsChanged,
  effect: async ({ payload: productId }, { dispatch, getState }) => {
    await Promise.all([
      dispatch(fetchProduct(productId)),
      selectCurrentProductIds(getState()) ? dispatch(loadCurrentProducts()) : null,
    ]);
  },
});
