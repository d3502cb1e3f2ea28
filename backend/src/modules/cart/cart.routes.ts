import { cartCouponSchema } from '@handmade/common';
import { Router } from 'express';
import { parseId, parseInput } from '../../http/validate';
import { currentUser, type RequireAuth } from '../auth';
import { addToCartSchema, editCartItemSchema } from './cart.schemas';
import type { CartService } from './cart.service';

export interface CartRouterDeps {
  cart: CartService;
  requireAuth: RequireAuth;
}

/** `/api/cart`: always the signed-in user's own cart, whatever a body says. */
export function createCartRouter({ cart, requireAuth }: CartRouterDeps): Router {
  const router = Router();

  router.use(requireAuth);

  router.post('/add', async (req, res) => {
    const { item, created } = await cart.add(currentUser(req), parseInput(addToCartSchema, req.body));
    res.status(created ? 201 : 200).json(item);
  });

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

  router.put('/coupon', async (req, res) => {
    const { seller_id, code } = parseInput(cartCouponSchema, req.body);
    res.json(await cart.applyCoupon(currentUser(req), seller_id, code));
  });

  router.delete('/coupon/:sellerId', async (req, res) => {
    res.json(await cart.removeCoupon(currentUser(req), parseId(req.params.sellerId, 'shop')));
  });

  router.delete('/clear', async (req, res) => {
    res.json(await cart.clear(currentUser(req)));
  });

  return router;
}
