import { saleSchema, type Sale } from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import { parseInput } from '../../http/validate';
import { currentOrComingSale } from '../products';
import { currentUser } from '../auth';
import type { SaleRepository } from './sale.repository';

export interface SaleRouterDeps {
  sales: SaleRepository;
  requireAuth: RequestHandler;
}

/**
 * `/api/shop/sale`: the signed-in seller's sale, running or to come (null when none). `PUT` with a sale sets
 * it, replacing any other; `PUT` with `null` ends it at once.
 */
export function createSaleRouter({ sales, requireAuth }: SaleRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  const current = async (sellerId: number): Promise<Sale | null> => {
    const row = await sales.find(sellerId);
    return row ? currentOrComingSale(row) : null;
  };

  router.get('/', async (req, res) => {
    res.json(await current(currentUser(req).id));
  });

  router.put('/', async (req, res) => {
    const seller = currentUser(req);
    await sales.set(seller.id, req.body === null ? null : parseInput(saleSchema, req.body));
    res.json(await current(seller.id));
  });

  return router;
}
