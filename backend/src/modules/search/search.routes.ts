import { Router, type RequestHandler } from 'express';
import { parseQuery } from '../../http/pagination';
import { suggestQuerySchema } from './search.schemas';
import type { SearchService } from './search.service';

export interface SearchRouterDeps {
  search: SearchService;
  publicCache: RequestHandler;
  /** Put in front of each suggestion: a burst of them waits its turn with the searches. */
  searchTurns: RequestHandler;
}

/** /search: suggestions for the search box, public and cacheable like the lists they lead to. */
export function createSearchRouter({ search, publicCache, searchTurns }: SearchRouterDeps): Router {
  const router = Router();

  router.get('/suggest', publicCache, searchTurns, async (req, res) => {
    const { q } = parseQuery(suggestQuerySchema, req);
    res.json(await search.suggest(q));
  });

  return router;
}
