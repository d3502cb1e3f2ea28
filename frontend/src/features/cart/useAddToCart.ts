import { MESSAGES } from '@handmade/common';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { bannerShown, modalOpened, signInRequired } from '../../app/state/uiSlice';
import { addToCart } from './cartSlice';

/** Add one of a product and go to the cart; visitors are asked to sign in, sellers are stopped. */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const [pending, setPending] = useState(false);

  const add = useCallback(
    async (product: Product) => {
      if (!user) {
        dispatch(signInRequired(MESSAGES.signInLead));
        return;
      }
      if (user.id === product.seller_id) {
        dispatch(modalOpened({ kind: 'restricted', message: MESSAGES.ownProduct }));
        return;
      }
      setPending(true);
      const result = await dispatch(addToCart(product.id));
      setPending(false);
      if (addToCart.fulfilled.match(result)) navigate(paths.cart.href());
      else if (result.payload) dispatch(bannerShown(result.payload.message));
    },
    [dispatch, navigate, user],
  );

  return { add, pending };
}
