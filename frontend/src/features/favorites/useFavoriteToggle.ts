import { MESSAGES } from '@handmade/common';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import type { Product } from '../../lib/types';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { bannerShown, modalOpened, signInRequired } from '../../app/state/uiSlice';
import { useFinishAfterSignIn } from '../../app/state/useFinishAfterSignIn';
import { addFavorite, removeFavorite, selectFavoriteProductIds } from './favoritesSlice';

/**
 * The heart on a product: visitors are asked to sign in (and the heart is filled once they have), sellers are
 * stopped, others toggle it.
 */
export function useFavoriteToggle(product: Product) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isFavorite = useAppSelector(selectFavoriteProductIds).has(product.id);
  const pendingAction = { kind: 'favorite', id: product.id } as const;

  async function add() {
    if (user?.id === product.seller_id) {
      dispatch(modalOpened({ kind: 'restricted', message: MESSAGES.ownProduct }));
      return;
    }
    const result = await dispatch(addFavorite(product.id));
    dispatch(
      bannerShown(
        result.payload && !addFavorite.fulfilled.match(result)
          ? result.payload.message
          : 'Added to your favorites',
      ),
    );
  }

  async function remove() {
    const result = await dispatch(removeFavorite(product.id));
    dispatch(
      bannerShown(
        result.payload && !removeFavorite.fulfilled.match(result)
          ? result.payload.message
          : 'Removed from your favorites',
      ),
    );
  }

  function toggle() {
    if (!user) dispatch(signInRequired(MESSAGES.signInLead, pendingAction));
    else void (isFavorite ? remove() : add());
  }

  // Signed in from the heart: they meant to add it, whatever their favorites (not loaded yet) hold.
  useFinishAfterSignIn(pendingAction, () => void add());

  return { isFavorite, toggle };
}
