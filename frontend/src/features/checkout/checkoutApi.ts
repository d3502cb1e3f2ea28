import { createAppAsyncThunk } from '../../app/hooks';
import { toApiError } from '../../lib/api';
import type { CheckoutResult } from '../../lib/types';
import { checkoutCompleted } from './checkoutEvents';

/**
 * Buys the cart. No card data is sent: the card is checked in the browser only. The idempotency key
 * belongs to one attempt, so a retry of it (a double click, a lost answer) cannot buy twice.
 */
export const completeCheckout = createAppAsyncThunk(
  'checkout/complete',
  async (idempotencyKey: string, { extra: api, dispatch, rejectWithValue }) => {
    try {
      const result = await api.put<CheckoutResult>('/api/products/successful-transaction', undefined, {
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      dispatch(checkoutCompleted(result));
      return result;
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);
