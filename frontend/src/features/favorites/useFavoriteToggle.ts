import { MESSAGES } from '@handmade/common';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import type { Product } from '../../lib/types';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { bannerShown, modalOpened, signInRequired } from '../../app/state/uiSlice';
import { addFavorite, removeFavorite, selectFavoriteProductIds } from './favoritesSlice';

/** The heart on a product: visitors are asked to sign in, sellers are stopped, others toggle it. */
export function useFavoriteToggle(product: Product) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isFavorite = useAppSelector(selectFavoriteProductIds).has(product.id);

  async function toggle() {
    if (!user) {
      dispatch(signInRequired(MESSAGES.signInLead));
      return;
    }
    if (user.id === product.seller_id) {
      dispatch(modalOpened({ kind: 'restricted', message: MESSAGES.ownProduct }));
      return;
    }
    if (isFavorite) {
      const result = await dispatch(removeFavorite(product.id));
      dispatch(
        bannerShown(
          result.payload && !removeFavorite.fulfilled.match(result)
            ? result.payload.message
            : 'Removed from your favorites',
        ),
      );
    } else {
      const result = await dispatch(addFavorite(product.id));
      dispatch(
        bannerShown(
          result.payload && !addFavorite.fulfilled.match(result)
            ? result.payload.message
            : 'Added to your favorites',
        ),
      );
    }
  }

  return { isFavorite, toggle: () => void toggle() };
}
