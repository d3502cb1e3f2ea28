import { Router, type RequestHandler } from 'express';
import { sendJson } from '../../http/jsonText';
import { parseId, parseInput } from '../../http/validate';
import { currentSession, currentUser, type RequireAuth } from '../auth';
import { addToCartSchema, editCartItemSchema, type AddToCartInput } from './cart.schemas';
import type { CartService } from './cart.service';

export interface CartRouterDeps {
  cart: CartService;
  requireAuth: RequireAuth;
}

/**
 * Parses the add's body into `req.body`. The add's statement checks the session itself, so nothing has read
 * it yet: a body refused here waits for requireAuth's check, and a client whose session is not live hears
 * 401 first, as on every other route.
 */
function parseAddOrAuthFirst(requireAuth: RequestHandler): RequestHandler {
  return (req, res, next) => {
    let input: AddToCartInput;
    try {
      input = parseInput(addToCartSchema, req.body);
    } catch (refusal) {
      return requireAuth(req, res, (error?: unknown) => next(error ?? refusal));
    }
    req.body = input;
    next();
  };
}

/** `/api/cart`: always the signed-in user's own cart, whatever a body says. */
export function createCartRouter({ cart, requireAuth }: CartRouterDeps): Router {
  const router = Router();

  // One round trip instead of two: see requireAuth.tokenOnly.
  router.post('/add', requireAuth.tokenOnly, parseAddOrAuthFirst(requireAuth), async (req, res) => {
    const { item, created } = await cart.add(currentSession(req), req.body as AddToCartInput);
    sendJson(res.status(created ? 201 : 200), item);
  });

  router.use(requireAuth);

  router.get('/', async (req, res) => {
    res.json(await cart.get(currentUser(req)));
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
