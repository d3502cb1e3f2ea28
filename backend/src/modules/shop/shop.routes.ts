import { shopProfileSchema } from '@handmade/common';
import { Router, type Request, type RequestHandler } from 'express';
import { parseQuery, setNextLink } from '../../http/pagination';
import { parseId, parseInput } from '../../http/validate';
import { currentUser, SESSION_COOKIE } from '../auth';
import type { User } from '../users';
import { CSV_COLUMNS, csvLine, csvRow } from './shop.csv';
import { shopOrdersCsvQuerySchema, shopOrdersQuerySchema, shopStatsQuerySchema } from './shop.schemas';
import type { ShopService } from './shop.service';

export interface ShopManagerRouterDeps {
  shop: ShopService;
  requireAuth: RequestHandler;
}

/** `/api/shop`: the signed-in seller's own sales and profile. Every call is about the caller alone. */
export function createShopManagerRouter({ shop, requireAuth }: ShopManagerRouterDeps): Router {
  const router = Router();
  router.put('/profile', requireAuth, async (req, res) => {
    res.json(await shop.updateProfile(currentUser(req), parseInput(shopProfileSchema, req.body)));
  });

  router.get('/orders', requireAuth, async (req, res) => {
    const query = parseQuery(shopOrdersQuerySchema, req);
    const page = await shop.orders(currentUser(req), query.limit, query.cursor);
    setNextLink(req, res, page.next);
    res.json(page.items);
  });

  router.get('/orders.csv', requireAuth, async (req, res) => {
    const { days } = parseQuery(shopOrdersCsvQuerySchema, req);
    const lines = shop.allOrders(currentUser(req), days);
    // The first batch is read before the headers go out, so a failing query still answers a JSON 500.
    const first = await lines.next();
    res.type('text/csv; charset=utf-8');
    res.attachment(days ? `orders-last-${days}-days.csv` : 'orders.csv');
    res.set('Cache-Control', 'private, no-store');
    res.write(csvRow([...CSV_COLUMNS]));
    if (!first.done) res.write(csvLine(first.value));
    for await (const line of lines) res.write(csvLine(line));
    res.end();
  });

  router.get('/stats', requireAuth, async (req, res) => {
    const { days } = parseQuery(shopStatsQuerySchema, req);
    res.json(await shop.stats(currentUser(req), days));
  });

  return router;
}

export interface ShopProfileRouterDeps {
  shop: ShopService;
  publicCache: RequestHandler;
  /** The signed-in viewer, if any: their answer says whether they follow the shop. */
  userOf: (req: Request) => Promise<User | undefined>;
}

/**
 * `GET /api/users/:id`: a seller's public shop profile, mounted on /users beside the directory. Signed out,
 * the answer is public and cached; a signed-in viewer's carries `following` and is theirs alone.
 */
export function createShopProfileRouter({ shop, publicCache, userOf }: ShopProfileRouterDeps): Router {
  const router = Router();
  const publicWhenSignedOut: RequestHandler = (req, res, next) =>
    req.cookies?.[SESSION_COOKIE] ? next() : publicCache(req, res, next);
  router.get('/:id', publicWhenSignedOut, async (req, res) => {
    const id = parseId(req.params.id, 'user');
    const viewer = await userOf(req);
    if (viewer) res.set('Cache-Control', 'private, no-cache');
    res.json(await shop.getShop(id, viewer?.id));
  });
  return router;
}
