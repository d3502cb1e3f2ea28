import { Router, type RequestHandler } from 'express';
import { shippingProfileSchema } from '@handmade/common';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import type { ShippingProfilesService } from './profiles.service';

export interface ShippingProfilesRouterDeps {
  profiles: ShippingProfilesService;
  requireAuth: RequestHandler;
}

/** `/api/shop/shipping-profiles`: the signed-in seller's own; anyone else's is 404. */
export function createShippingProfilesRouter({ profiles, requireAuth }: ShippingProfilesRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    res.json(await profiles.list(currentUser(req).id));
  });

  router.post('/', async (req, res) => {
    const fields = parseInput(shippingProfileSchema, req.body);
    res.status(201).json(await profiles.create(currentUser(req).id, fields));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id, 'shipping profile');
    res.json(await profiles.update(currentUser(req).id, id, parseInput(shippingProfileSchema, req.body)));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await profiles.remove(currentUser(req).id, parseId(req.params.id, 'shipping profile')));
  });

  return router;
}
