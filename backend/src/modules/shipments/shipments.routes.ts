import { Router, type RequestHandler } from 'express';
import { cancelShipmentSchema, shipSchema } from '@handmade/common';
import { parseQuery, setNextLink } from '../../http/pagination';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import { shopShipmentsQuerySchema } from './shipments.schemas';
import type { ShipmentsService } from './shipments.service';

export interface ShipmentsRouterDeps {
  shipments: ShipmentsService;
  requireAuth: RequestHandler;
}

/** `/api/shipments/{id}`: one seller's part of an order, for its buyer and its seller only. */
export function createShipmentsRouter({ shipments, requireAuth }: ShipmentsRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/:id', async (req, res) => {
    res.json(await shipments.get(currentUser(req), parseId(req.params.id, 'shipment')));
  });

  router.put('/:id/ship', async (req, res) => {
    const id = parseId(req.params.id, 'shipment');
    res.json(await shipments.ship(currentUser(req), id, parseInput(shipSchema, req.body)));
  });

  router.put('/:id/cancel', async (req, res) => {
    const id = parseId(req.params.id, 'shipment');
    const { reason } = parseInput(cancelShipmentSchema, req.body ?? {});
    res.json(await shipments.cancel(currentUser(req), id, reason));
  });

  router.put('/:id/delivered', async (req, res) => {
    res.json(await shipments.delivered(currentUser(req), parseId(req.params.id, 'shipment')));
  });

  return router;
}

/** `/api/shop/shipments`: the signed-in seller's shipments, the queue (`paid`) by ship-by date. */
export function createShopShipmentsRouter({ shipments, requireAuth }: ShipmentsRouterDeps): Router {
  const router = Router();
  router.get('/', requireAuth, async (req, res) => {
    const { status, limit, cursor } = parseQuery(shopShipmentsQuerySchema, req);
    const page = await shipments.listForSeller(currentUser(req), status, limit, cursor);
    setNextLink(req, res, page.next);
    res.json(page.items);
  });
  return router;
}
