import { Router } from 'express';
import type { AppContext } from '../../context';
import { parseId } from '../../http/validate';
import { createImagesRepository } from '../images/images.repository';
import { parseQuery, setNextLink } from '../products/pagination';
import { createProductsRepository } from '../products/products.repository';
import { MAX_PAGE_SIZE, pageQuery, productListQuerySchema } from '../products/products.schemas';
import { createProductsService } from '../products/products.service';
import { createPublicUsersRepository } from './publicUsers.repository';
import { createUsersService } from './users.service';

export function createUsersRouter(ctx: AppContext): Router {
  const products = createProductsService(
    createProductsRepository(ctx.db),
    createImagesRepository(ctx.db),
    ctx.storage,
    ctx.logger,
  );
  const users = createUsersService(createPublicUsersRepository(ctx.db), products);
  const router = Router();
  const usersQuery = pageQuery(MAX_PAGE_SIZE);

  router.get('/', async (req, res) => {
    const query = parseQuery(usersQuery, req);
    const page = await users.listSellers(query.limit, query.cursor);
    setNextLink(req, res, page.next);
    res.json(page.items);
  });

  router.get('/:id/products', async (req, res) => {
    const id = parseId(req.params.id, 'user');
    const page = await users.shop(id, parseQuery(productListQuerySchema, req));
    setNextLink(req, res, page.next);
    res.json(page.items);
  });

  return router;
}
