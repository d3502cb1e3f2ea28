import { Router, type Request, type RequestHandler } from 'express';
import { PRODUCT_FIELD_KEYS, productSchema } from '@handmade/common';
import { pageQuerySchema, parseQuery, setNextLink } from '../../http/pagination';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import type { Viewer } from '../../db/listed';
import { PRIVATE_CACHE_CONTROL } from './privateListing';
import { sendProductPage } from './products.page';
import { productListQuerySchema } from './products.schemas';
import type { ProductsService } from './products.service';

export interface ProductsRouterDeps {
  products: ProductsService;
  requireAuth: RequestHandler;
  publicCache: RequestHandler;
  /** The signed-in user, if any: a private listing answers its buyer and seller alone. */
  userOf: (req: Request) => Promise<Viewer>;
  /** Put in front of a list that may be a search (`takeTurns`). */
  searchTurns: RequestHandler;
}

/**
 * /products. Only `PUT /:id/edit` and `DELETE /:id` take writes by id, so
 * `PUT /products/successful-transaction` (checkout, mounted before this router) is never caught here.
 */
export function createProductsRouter({
  products,
  requireAuth,
  publicCache,
  userOf,
  searchTurns,
}: ProductsRouterDeps): Router {
  const router = Router();
  router.get('/', publicCache, searchTurns, async (req, res) => {
    sendProductPage(req, res, await products.list(parseQuery(productListQuerySchema, req)));
  });

  router.get('/random', async (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('json')
      .send(await products.random());
  });

  router.get('/preview-images', publicCache, async (req, res) => {
    const query = parseQuery(pageQuerySchema, req);
    const page = await products.previewImages(query.limit, query.cursor);
    setNextLink(req, res, page.next);
    res.json(page.items);
  });

  router.get('/current', requireAuth, async (req, res) => {
    res.json(await products.mine(currentUser(req).id));
  });

  router.post('/new', requireAuth, async (req, res) => {
    const input = parseInput(productSchema, req.body, PRODUCT_FIELD_KEYS);
    res.status(201).json(await products.create(currentUser(req).id, input));
  });

  router.get('/:id', publicCache, async (req, res) => {
    const product = await products.detail(parseId(req.params.id, 'product'), () => userOf(req));
    if (product.private_buyer_id !== null || product.hidden_reason !== null) {
      res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    }
    res.json(product);
  });

  router.put('/:id/edit', requireAuth, async (req, res) => {
    const id = parseId(req.params.id, 'product');
    const input = parseInput(productSchema, req.body, PRODUCT_FIELD_KEYS);
    res.json(await products.update(currentUser(req).id, id, input));
  });

  router.delete('/:id', requireAuth, async (req, res) => {
    res.json(await products.remove(currentUser(req).id, parseId(req.params.id, 'product')));
  });

  return router;
}
