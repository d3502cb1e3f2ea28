import { couponSchema } from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import type { CouponsService } from './coupons.service';

export interface CouponsRouterDeps {
  coupons: CouponsService;
  requireAuth: RequestHandler;
}

/** `/api/shop/coupons`: the signed-in seller's own; another seller's is 404. */
export function createCouponsRouter({ coupons, requireAuth }: CouponsRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    res.json(await coupons.list(currentUser(req).id));
  });

  router.post('/', async (req, res) => {
    const fields = parseInput(couponSchema, req.body);
    res.status(201).json(await coupons.create(currentUser(req).id, fields));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id, 'coupon');
    res.json(await coupons.update(currentUser(req).id, id, parseInput(couponSchema, req.body)));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await coupons.remove(currentUser(req).id, parseId(req.params.id, 'coupon')));
  });

  return router;
}
