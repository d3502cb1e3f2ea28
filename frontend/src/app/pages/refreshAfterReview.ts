import { loadCurrentProducts } from '../../features/products/productsApi';
import { fetchProduct, selectCurrentProductIds } from '../../features/products/productsSlice';
import { createAppAsyncThunk } from '../state/hooks';

/**
 * A review changes the seller's rating: the product is read again, and so are the user's own listings when
 * they are loaded. The product page hands this to the reviews it shows.
 */
export const refreshAfterReview = createAppAsyncThunk(
  'reviews/refresh',
  async (productId: number, { dispatch, getState }) => {
    await Promise.all([
      dispatch(fetchProduct(productId)),
      selectCurrentProductIds(getState()) ? dispatch(loadCurrentProducts()) : null,
    ]);
  },
);
