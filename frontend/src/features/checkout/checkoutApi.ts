import { createApiThunk } from '../../app/state/createApiThunk';
import type { CheckoutResult } from '../../lib/types';
import { checkoutCompleted } from '../../app/state/events';

/**
 * Buys the cart. No card data is sent: the card is checked in the browser only. The idempotency key
 * belongs to one attempt, so a retry of it (a double click, a lost answer) cannot buy twice.
 */
export const completeCheckout = createApiThunk(
  'checkout/complete',
  async (idempotencyKey: string, api, { dispatch }) => {
    const result = await api.put<CheckoutResult>('/api/products/successful-transaction', undefined, {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    dispatch(checkoutCompleted(result));
    return result;
  },
);
