import { createAppAsyncThunk } from '../../app/hooks';
import { toApiError } from '../../lib/api';
import type { CheckoutResult } from '../../lib/types';
import { checkoutCompleted } from './checkoutEvents';

interface CheckoutAttempt {
  /** Belongs to one attempt, so a retry of it (a double click, a lost answer) cannot buy twice. */
  idempotencyKey: string;
  /** The total the buyer was shown: when the prices changed since, nothing is bought (409). */
  expectedTotal: number;
}

/** Buys the cart. No card data is sent: the card is checked in the browser only. */
export const completeCheckout = createAppAsyncThunk(
  'checkout/complete',
  async ({ idempotencyKey, expectedTotal }: CheckoutAttempt, { extra: api, dispatch, rejectWithValue }) => {
    try {
      const result = await api.put<CheckoutResult>(
        '/api/products/successful-transaction',
        { expected_total: expectedTotal },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      );
      dispatch(checkoutCompleted(result));
      return result;
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);
