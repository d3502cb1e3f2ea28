import { Router, type RequestHandler } from 'express';
import { pageQuerySchema, parseQuery, setNextLink } from '../../http/pagination';
import { parseId } from '../../http/validate';
import { currentUser } from '../auth';
import type { FollowsService } from './follows.service';

export interface FollowsRouterDeps {
  follows: FollowsService;
  requireAuth: RequestHandler;
}

/** `/api/shops/:id/follow`: the signed-in user follows or unfollows a shop. */
export function createFollowsRouter({ follows, requireAuth }: FollowsRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.put('/:id/follow', async (req, res) => {
    res.json(await follows.follow(currentUser(req), parseId(req.params.id, 'shop')));
  });

  router.delete('/:id/follow', async (req, res) => {
    res.json(await follows.unfollow(currentUser(req), parseId(req.params.id, 'shop')));
  });

  return router;
}

/** `/api/feed`: new listings from the shops the signed-in user follows. */
export function createFeedRouter({ follows, requireAuth }: FollowsRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    const query = parseQuery(pageQuerySchema, req);
    const page = await follows.feed(currentUser(req), query.limit, query.cursor);
    setNextLink(req, res, page.next);
    res.json(page.items);
  });

  router.get('/unseen', async (req, res) => {
    res.json(await follows.unseen(currentUser(req)));
  });

  return router;
}
