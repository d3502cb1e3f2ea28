import { Router, type RequestHandler } from 'express';
import { checkoutRequestSchema } from '@handmade/common';
import { parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import { parseIdempotencyKey, type CheckoutService } from './checkout.service';

export interface CheckoutRouterDeps {
  checkout: CheckoutService;
  requireAuth: RequestHandler;
}

/** `PUT /api/products/successful-transaction`: mounted before the products router. No card data is sent. */
export function createCheckoutRouter({ checkout, requireAuth }: CheckoutRouterDeps): Router {
  const router = Router();

  router.put('/', requireAuth, async (req, res) => {
    const key = parseIdempotencyKey(req.get('idempotency-key'));
    // curl and older clients send no body: they buy at the current prices.
    const { expected_total, address_id, coupon_codes } = parseInput(checkoutRequestSchema, req.body ?? {});
    const { answer, replayed } = await checkout.checkout(currentUser(req), {
      key,
      expectedTotal: expected_total,
      addressId: address_id,
      couponCodes: coupon_codes,
    });
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.json(answer);
  });

  return router;
}
