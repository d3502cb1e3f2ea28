import { Router, type RequestHandler } from 'express';
import { addressSchema } from '@handmade/common';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import type { AddressesService } from './addresses.service';

export interface AddressesRouterDeps {
  addresses: AddressesService;
  requireAuth: RequestHandler;
}

/** `/api/addresses`: the signed-in user's shipping addresses; anyone else's is 404. */
export function createAddressesRouter({ addresses, requireAuth }: AddressesRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    res.json(await addresses.list(currentUser(req)));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await addresses.create(currentUser(req), parseInput(addressSchema, req.body)));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id, 'address');
    res.json(await addresses.update(currentUser(req), id, parseInput(addressSchema, req.body)));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await addresses.remove(currentUser(req), parseId(req.params.id, 'address')));
  });

  return router;
}
