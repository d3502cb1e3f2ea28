import { createApiThunk } from '../../app/state/createApiThunk';
import type { CheckoutResult } from '../../lib/types';
import { checkoutCompleted } from '../../app/state/events';

interface CheckoutAttempt {
  /** Belongs to one attempt, so a retry of it (a double click, a lost answer) cannot buy twice. */
  idempotencyKey: string;
  /** The total the buyer was shown: when the prices changed since, nothing is bought (409). */
  expectedTotal: number;
}

/** Buys the cart. No card data is sent: the card is checked in the browser only. */
export const completeCheckout = createApiThunk(
  'checkout/complete',
  async ({ idempotencyKey, expectedTotal }: CheckoutAttempt, api, { dispatch }) => {
    const result = await api.put<CheckoutResult>(
      '/api/products/successful-transaction',
      { expected_total: expectedTotal },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    );
    dispatch(checkoutCompleted(result));
    return result;
  },
);
