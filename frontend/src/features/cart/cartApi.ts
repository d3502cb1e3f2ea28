import { createApiThunk } from '../../app/state/createApiThunk';
import { createAppAsyncThunk } from '../../app/state/hooks';
import { toApiError } from '../../lib/api';
import type { Cart, CartItem } from '../../lib/types';
import { cartCleared, cartLineRemoved, cartLineUpdated, cartReceived, selectCartItemById } from './cartSlice';

/** The cart page's calls; loaded with it. The cart slice holds the lines. */

type LineChanges = Partial<Pick<CartItem, 'quantity' | 'gift'>>;

/**
 * Changes a line at once and tells the server. A refusal is only logged (spec §8), and the line goes back to
 * what the server still holds, so the page never shows a quantity that was not saved.
 */
export const updateCartLine = createAppAsyncThunk(
  'cart/updateLine',
  async ({ id, changes }: { id: number; changes: LineChanges }, { extra: api, dispatch, getState }) => {
    const previous = selectCartItemById(getState(), id);
    if (!previous) return;
    dispatch(cartLineUpdated({ id, changes }));
    try {
      // The server needs the quantity on every edit, also when only the gift option changes.
      const saved = await api.put<CartItem>(`/api/cart/${id}/edit`, {
        quantity: previous.quantity,
        ...changes,
      });
      dispatch(cartLineUpdated({ id, changes: { quantity: saved.quantity, gift: saved.gift } }));
    } catch (error) {
      console.error('Cart update failed', toApiError(error));
      dispatch(cartLineUpdated({ id, changes: { quantity: previous.quantity, gift: previous.gift } }));
    }
  },
);

export const removeCartLine = createApiThunk('cart/removeLine', async (id: number, api, { dispatch }) => {
  await api.delete(`/api/cart/item/${id}`);
  dispatch(cartLineRemoved(id));
  return id;
});

export const clearCart = createApiThunk('cart/clear', async (_: void, api, { dispatch }) => {
  await api.delete('/api/cart/clear');
  dispatch(cartCleared());
});

/** Applies a shop's coupon code to its part of the cart; a refused code comes back under `errors.code`. */
export const applyCoupon = createApiThunk(
  'cart/applyCoupon',
  async ({ sellerId, code }: { sellerId: number; code: string }, api, { dispatch }) => {
    dispatch(cartReceived(await api.put<Cart>('/api/cart/coupon', { seller_id: sellerId, code })));
  },
);

export const removeCoupon = createApiThunk(
  'cart/removeCoupon',
  async (sellerId: number, api, { dispatch }) => {
    dispatch(cartReceived(await api.delete<Cart>(`/api/cart/coupon/${sellerId}`)));
  },
);
