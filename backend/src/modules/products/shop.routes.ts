import { Router, type RequestHandler } from 'express';
import { parseQuery } from '../../http/pagination';
import { parseId } from '../../http/validate';
import type { UsersService } from '../users';
import { sendProductPage } from './products.page';
import { productListQuerySchema } from './products.schemas';
import type { ProductsService } from './products.service';

export interface ShopRouterDeps {
  products: ProductsService;
  users: Pick<UsersService, 'assertExists'>;
  publicCache: RequestHandler;
  searchTurns: RequestHandler;
}

/** `GET /api/users/:id/products`, a seller's shop: mounted on /users next to the users router. */
export function createShopRouter({ products, users, publicCache, searchTurns }: ShopRouterDeps): Router {
  const router = Router();

  router.get('/:id/products', publicCache, searchTurns, async (req, res) => {
    const id = parseId(req.params.id, 'user');
    const query = parseQuery(productListQuerySchema, req);
    await users.assertExists(id);
    sendProductPage(req, res, await products.list(query, id));
  });

  return router;
}
