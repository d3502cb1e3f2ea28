import { Router, type RequestHandler } from 'express';
import { replySchema, reviewSchema } from '@handmade/common';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import { parseProductIds, type ReviewsService } from './reviews.service';

export interface ReviewsRouterDeps {
  reviews: ReviewsService;
  requireAuth: RequestHandler;
  publicCache: RequestHandler;
  /** A private listing's reviews answer its buyer and seller alone. */
  privateListing: RequestHandler;
}

/** `/api/products/:productId/reviews`: mounted before the products router. */
export function createProductReviewsRouter({
  reviews,
  requireAuth,
  publicCache,
  privateListing,
}: ReviewsRouterDeps): Router {
  const router = Router({ mergeParams: true });
  const productIdOf = (params: Record<string, unknown>) => parseId(params.productId, 'product');

  router.get('/', publicCache, privateListing, async (req, res) => {
    res.json(await reviews.list(productIdOf(req.params)));
  });

  router.post('/', requireAuth, privateListing, async (req, res) => {
    const productId = productIdOf(req.params);
    const review = await reviews.create(currentUser(req), productId, parseInput(reviewSchema, req.body));
    res.status(201).json(review);
  });

  return router;
}

/** `/api/reviews`: stats, and edits by the author. */
export function createReviewsRouter({
  reviews,
  requireAuth,
  publicCache,
  privateListing,
}: ReviewsRouterDeps): Router {
  const router = Router();

  router.get('/', publicCache, async (req, res) => {
    res.json(await reviews.allStats(parseProductIds(req.query.product_ids)));
  });

  router.get('/review-stats/:productId', publicCache, privateListing, async (req, res) => {
    res.json(await reviews.stats(parseId(req.params.productId, 'product')));
  });

  router.put('/:id', requireAuth, async (req, res) => {
    const id = parseId(req.params.id, 'review');
    res.json(await reviews.update(currentUser(req), id, parseInput(reviewSchema, req.body)));
  });

  router.put('/:id/reply', requireAuth, async (req, res) => {
    const id = parseId(req.params.id, 'review');
    res.json(await reviews.reply(currentUser(req), id, parseInput(replySchema, req.body)));
  });
  router.delete('/:id/reply', requireAuth, async (req, res) => {
    res.json(await reviews.removeReply(currentUser(req), parseId(req.params.id, 'review')));
  });
  router.delete('/:id', requireAuth, async (req, res) => {
    res.json(await reviews.remove(currentUser(req), parseId(req.params.id, 'review')));
  });

  return router;
}
