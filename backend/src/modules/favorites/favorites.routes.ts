import { Router, type RequestHandler } from 'express';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import { favoriteBody, favoriteSchema } from './favorites.schemas';
import type { FavoritesService } from './favorites.service';

export interface FavoritesRouterDeps {
  favorites: FavoritesService;
  requireAuth: RequestHandler;
}

/** `/api/favorites`: only ever the signed-in user's own. */
export function createFavoritesRouter({ favorites, requireAuth }: FavoritesRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/current', async (req, res) => {
    res.json(await favorites.list(currentUser(req)));
  });

  router.post('/', async (req, res) => {
    const { product_id } = parseInput(favoriteSchema, favoriteBody(req.body));
    res.status(201).json(await favorites.add(currentUser(req), product_id));
  });

  router.delete('/:productId', async (req, res) => {
    res.json(await favorites.remove(currentUser(req), parseId(req.params.productId, 'product')));
  });

  return router;
}
