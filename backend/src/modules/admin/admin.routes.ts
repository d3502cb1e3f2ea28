import { adminReasonSchema } from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseQuery } from '../../http/pagination';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import type { OrdersService } from '../orders';
import type { ProductsService } from '../products';
import type { AdminService } from './admin.service';

export interface AdminRouterDeps {
  admin: AdminService;
  products: Pick<ProductsService, 'detail'>;
  orders: Pick<OrdersService, 'forAdmin'>;
  requireAdmin: RequestHandler;
}

const auditQuerySchema = z.object({
  target_type: z.enum(['product', 'user', 'review', 'report', 'case']).optional(),
  target_id: z.coerce.number().int().min(1).optional(),
  before: z.coerce.number().int().min(1).optional(),
});

const statsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

/** `/api/admin`: the operator's calls, for admins only (404 to everyone else). */
export function createAdminRouter({ admin, products, orders, requireAdmin }: AdminRouterDeps): Router {
  const router = Router();
  router.use(requireAdmin);

  const productAnswer = (req: Parameters<RequestHandler>[0], id: number) =>
    products.detail(id, async () => currentUser(req));

  router.put('/products/:id/hide', async (req, res) => {
    const id = parseId(req.params.id, 'product');
    const { reason } = parseInput(adminReasonSchema, req.body);
    await admin.hideProduct(currentUser(req).id, id, reason);
    res.json(await productAnswer(req, id));
  });

  router.put('/products/:id/restore', async (req, res) => {
    const id = parseId(req.params.id, 'product');
    const { reason } = parseInput(adminReasonSchema, req.body);
    await admin.restoreProduct(currentUser(req).id, id, reason);
    res.json(await productAnswer(req, id));
  });

  router.put('/users/:id/suspend', async (req, res) => {
    const id = parseId(req.params.id, 'user');
    const { reason } = parseInput(adminReasonSchema, req.body);
    res.json(await admin.suspendUser(currentUser(req).id, id, reason));
  });

  router.put('/users/:id/reinstate', async (req, res) => {
    const id = parseId(req.params.id, 'user');
    const { reason } = parseInput(adminReasonSchema, req.body);
    res.json(await admin.reinstateUser(currentUser(req).id, id, reason));
  });

  router.get('/stats', async (req, res) => {
    res.json(await admin.stats(parseQuery(statsQuerySchema, req).days));
  });

  router.get('/users/:id', async (req, res) => {
    res.json(await admin.user(parseId(req.params.id, 'user')));
  });

  router.get('/orders/:id', async (req, res) => {
    res.json(await orders.forAdmin(parseId(req.params.id, 'order')));
  });

  router.get('/audit', async (req, res) => {
    const query = parseQuery(auditQuerySchema, req);
    res.json(
      await admin.audit({ targetType: query.target_type, targetId: query.target_id, before: query.before }),
    );
  });

  return router;
}
