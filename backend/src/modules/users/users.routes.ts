import { Router, type RequestHandler } from 'express';
import { MAX_PAGE_SIZE, pageQuery, parseQuery, setNextLink } from '../../http/pagination';
import type { UsersService } from './users.service';

export interface UsersRouterDeps {
  users: UsersService;
  publicCache: RequestHandler;
}

/** `/api/users`: the directory of sellers. A seller's shop (`/:id/products`) is the products module's. */
export function createUsersRouter({ users, publicCache }: UsersRouterDeps): Router {
  const router = Router();
  const usersQuery = pageQuery(MAX_PAGE_SIZE);

  router.get('/', publicCache, async (req, res) => {
    const query = parseQuery(usersQuery, req);
    const page = await users.listSellers(query.limit, query.cursor);
    setNextLink(req, res, page.next);
    res.json(page.items);
  });

  return router;
}
