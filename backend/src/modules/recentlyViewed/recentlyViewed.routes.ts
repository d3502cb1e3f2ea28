import { recentlyViewedMergeSchema, viewedIdsQuerySchema } from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import { noStore } from '../../http/noStore';
import { parseQuery } from '../../http/pagination';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import type { RecentlyViewedService } from './recentlyViewed.service';

export interface RecentlyViewedRouterDeps {
  recentlyViewed: RecentlyViewedService;
  requireAuth: RequestHandler;
}

/** `/api/account/recently-viewed`: the signed-in user's own list; private answers. */
export function createAccountRecentlyViewedRouter({
  recentlyViewed,
  requireAuth,
}: RecentlyViewedRouterDeps): Router {
  const router = Router();
  router.use(noStore);

  router.get('/', requireAuth, async (req, res) => {
    res.json(await recentlyViewed.list(currentUser(req).id));
  });

  router.post('/', requireAuth, async (req, res) => {
    const { items } = parseInput(recentlyViewedMergeSchema, req.body);
    res.json(await recentlyViewed.merge(currentUser(req).id, items));
  });

  router.put('/:productId', requireAuth, async (req, res) => {
    await recentlyViewed.record(currentUser(req), parseId(req.params.productId, 'product'));
    res.status(204).end();
  });

  return router;
}

/** `/api/recently-viewed?ids=`: a visitor's list, from the ids their browser keeps; cacheable. */
export function createRecentlyViewedRouter({
  recentlyViewed,
  publicCache,
}: {
  recentlyViewed: RecentlyViewedService;
  publicCache: RequestHandler;
}): Router {
  const router = Router();
  router.get('/', publicCache, async (req, res) => {
    res.json(await recentlyViewed.visibleOf(parseQuery(viewedIdsQuerySchema, req).ids));
  });
  return router;
}
