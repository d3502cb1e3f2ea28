import { MESSAGES } from '@handmade/common';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { bannerShown, modalOpened, signInRequired } from '../../app/state/uiSlice';
import { addToCart } from './cartSlice';

/** The variant and words a buyer chose on the product page. */
export interface CartChoice {
  variantId: number | null;
  personalization: string | null;
}

/** The server's refusals of a choice, under the control they belong to: `variant_id`, `personalization`. */
export type ChoiceErrors = Partial<Record<'variant_id' | 'personalization', string>>;

const CHOICE_FIELDS = ['variant_id', 'personalization'] as const;

/** A listing whose options, or required words, can only be chosen on its page. */
const needsChoice = (product: Product) =>
  product.options.length > 0 || Boolean(product.personalization?.required);

/**
 * Add one of a product and go to the cart; visitors are asked to sign in (the control that asked finishes the
 * add with `useFinishAfterSignIn`), sellers are stopped. Without a
 * choice (a grid card), a listing that needs one opens its page instead. Resolves to the server's messages
 * for the choice, empty when there are none.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const [pending, setPending] = useState(false);

  const add = useCallback(
    async (product: Product, choice?: CartChoice): Promise<ChoiceErrors> => {
      if (!user) {
        dispatch(signInRequired(MESSAGES.signInLead, { kind: 'addToCart', id: product.id }));
        return {};
      }
      if (user.id === product.seller_id) {
        dispatch(modalOpened({ kind: 'restricted', message: MESSAGES.ownProduct }));
        return {};
      }
      if (!choice && needsChoice(product)) {
        navigate(paths.product.href(product.id));
        return {};
      }
      setPending(true);
      const result = await dispatch(addToCart({ productId: product.id, ...choice }));
      setPending(false);
      if (addToCart.fulfilled.match(result)) {
        navigate(paths.cart.href());
        return {};
      }
      const errors: ChoiceErrors = {};
      for (const field of CHOICE_FIELDS) {
        const message = result.payload?.errors[field];
        if (message) errors[field] = message;
      }
      if (Object.keys(errors).length === 0 && result.payload) dispatch(bannerShown(result.payload.message));
      return errors;
    },
    [dispatch, navigate, user],
  );

  return { add, pending };
}
