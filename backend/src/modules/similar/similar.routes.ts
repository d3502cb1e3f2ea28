import { Router, type Request, type RequestHandler } from 'express';
import type { Viewer } from '../../db/listed';
import { parseId } from '../../http/validate';
import { PRIVATE_CACHE_CONTROL } from '../products';
import type { SimilarService } from './similar.service';

export interface SimilarRouterDeps {
  similar: SimilarService;
  publicCache: RequestHandler;
  userOf: (req: Request) => Promise<Viewer>;
}

/** `GET /api/products/:productId/similar`: mounted before the products router. */
export function createSimilarRouter({ similar, publicCache, userOf }: SimilarRouterDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/', publicCache, async (req, res) => {
    const productId = parseId((req.params as { productId?: string }).productId, 'product');
    const answer = await similar.like(productId, () => userOf(req));
    if (answer.restricted) res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    res.json(answer.products);
  });
  return router;
}
