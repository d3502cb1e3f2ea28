import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { currentUser } from '../auth/requireAuth';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService } from './orders.service';

/** `/api/orders`: the signed-in user's past checkouts. */
export function createOrdersRouter(ctx: AppContext, requireAuth: RequestHandler): Router {
  const orders = createOrdersService(createOrdersRepository(ctx.db));
  const router = Router();

  router.get('/', requireAuth, async (req, res) => {
    res.json(await orders.list(currentUser(req)));
  });

  return router;
}
