import type { Request, RequestHandler } from 'express';
import { mayView } from '../../db/listed';
import { notFound } from '../../http/httpError';
import { parseId } from '../../http/validate';
import type { User } from '../users';
import type { ProductsRepository } from './products.repository';
import { PRODUCT_NOT_FOUND } from './products.service';

/** A private listing's answers are for one person: no shared cache may keep them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * In front of each public read about one product (`:id` or `:productId`: its photos, its reviews; the product
 * itself checks the row it reads, see `ProductsService.detail`):
 * a custom order's private listing answers its buyer and seller alone, privately (no shared cache keeps it),
 * and everyone else 404 as if it did not exist. A listed product passes through untouched.
 */
export function createPrivateListingGate(
  products: Pick<ProductsRepository, 'audienceOf'>,
  userOf: (req: Request) => Promise<User | undefined>,
): RequestHandler {
  return async (req, res, next) => {
    const id = parseId(req.params.productId ?? req.params.id, 'product');
    const product = await products.audienceOf(id);
    if (!product || (product.private_buyer_id === null && product.hidden_at === null)) return next();
    res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    if (!mayView(product, await userOf(req))) throw notFound(PRODUCT_NOT_FOUND);
    next();
  };
}
