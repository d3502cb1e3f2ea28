import { Router, type RequestHandler } from 'express';
import { parseId } from '../../http/validate';
import { currentUser } from '../auth';
import type { OrdersService } from './orders.service';

export interface OrdersRouterDeps {
  orders: OrdersService;
  requireAuth: RequestHandler;
}

/** `/api/orders`: the signed-in user's past checkouts. */
export function createOrdersRouter({ orders, requireAuth }: OrdersRouterDeps): Router {
  const router = Router();

  router.get('/', requireAuth, async (req, res) => {
    res.json(await orders.list(currentUser(req)));
  });

  router.get('/:id', requireAuth, async (req, res) => {
    res.json(await orders.get(currentUser(req), parseId(req.params.id, 'order')));
  });

  return router;
}
