import { Router, type RequestHandler } from 'express';
import { PRODUCT_FIELD_KEYS, productSchema } from '@handmade/common';
import { pageQuerySchema, parseQuery, setNextLink } from '../../http/pagination';
import { readRoute } from '../../http/publicReads';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import { productReads } from './products.reads';
import type { ProductsService } from './products.service';

export interface ProductsRouterDeps {
  products: ProductsService;
  requireAuth: RequestHandler;
  publicCache: RequestHandler;
}

/**
 * /products. Only `PUT /:id/edit` and `DELETE /:id` take writes by id, so
 * `PUT /products/successful-transaction` (checkout, mounted before this router) is never caught here.
 */
export function createProductsRouter({ products, requireAuth, publicCache }: ProductsRouterDeps): Router {
  const router = Router();
  const reads = productReads(products);

  router.get('/', publicCache, readRoute(reads.list));

  router.get('/random', readRoute(reads.random));

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

  router.get('/:id', publicCache, readRoute(reads.detail, ['id']));

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
