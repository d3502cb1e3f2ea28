import { createApiThunk } from '../../app/state/createApiThunk';
import type { CheckoutResult } from '../../lib/types';
import { checkoutCompleted } from '../../app/state/events';

interface CheckoutAttempt {
  /** Belongs to one attempt, so a retry of it (a double click, a lost answer) cannot buy twice. */
  idempotencyKey: string;
  /** The total the buyer was shown, shipping included: when it changed since, nothing is bought (409). */
  expectedTotal: number;
  /** One of the buyer's saved addresses: where every shop sends its parcel. */
  addressId: number;
  /** The shops' coupons applied in the cart, checked again as the order is placed. */
  couponCodes: string[];
}

/** Buys the cart. No card data is sent: the card is checked in the browser only. */
export const completeCheckout = createApiThunk(
  'checkout/complete',
  async ({ idempotencyKey, expectedTotal, addressId, couponCodes }: CheckoutAttempt, api, { dispatch }) => {
    const result = await api.put<CheckoutResult>(
      '/api/products/successful-transaction',
      {
        expected_total: expectedTotal,
        address_id: addressId,
        ...(couponCodes.length > 0 && { coupon_codes: couponCodes }),
      },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    );
    dispatch(checkoutCompleted(result));
    return result;
  },
);
