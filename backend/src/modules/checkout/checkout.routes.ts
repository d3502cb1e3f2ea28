import { Router, type RequestHandler } from 'express';
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
    const { answer, replayed } = await checkout.checkout(currentUser(req), key);
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.json(answer);
  });

  return router;
}
