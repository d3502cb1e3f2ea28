import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth/requireAuth';
import { createCartRepository } from './cart.repository';
import { addToCartSchema, editCartItemSchema } from './cart.schemas';
import { createCartService } from './cart.service';

/** `/api/cart`: always the signed-in user's own cart, whatever a body says. */
export function createCartRouter(ctx: AppContext, requireAuth: RequestHandler): Router {
  const cart = createCartService(createCartRepository(ctx.db));
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    res.json(await cart.get(currentUser(req)));
  });

  router.post('/add', async (req, res) => {
    const { item, created } = await cart.add(currentUser(req), parseInput(addToCartSchema, req.body));
    res.status(created ? 201 : 200).json(item);
  });

  router.put('/:cartItemId/edit', async (req, res) => {
    const id = parseId(req.params.cartItemId, 'cart item');
    res.json(await cart.edit(currentUser(req), id, parseInput(editCartItemSchema, req.body)));
  });

  router.delete('/item/:id', async (req, res) => {
    res.json(await cart.remove(currentUser(req), parseId(req.params.id, 'cart item')));
  });

  router.delete('/clear', async (req, res) => {
    res.json(await cart.clear(currentUser(req)));
  });

  return router;
}
