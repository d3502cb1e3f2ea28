import { RECOMMENDATION_MIN_STARS, type ReplyInput, type ReviewInput } from '@handmade/common';
import { ConflictError } from '../../errors';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError';
import { idFromText } from '../../http/validate';
import type { User } from '../users';
import { toReview, type Review } from './reviews.mapper';
import {
  STATS_LIMIT,
  type ReviewFields,
  type ReviewsRepository,
  type ReviewStats,
} from './reviews.repository';

export const REVIEW_MESSAGES = {
  productNotFound: 'Product not found.',
  reviewNotFound: 'Review not found.',
  ownProduct: 'Sellers cannot review their own product.',
  alreadyReviewed: 'You have already reviewed this product.',
  notAuthor: 'Only the author can change this review.',
  notSeller: 'Only the seller of this product can reply to its reviews.',
  noReply: 'This review has no reply.',
  deleted: 'Review deleted.',
  badProductIds: `product_ids must be a comma-separated list of at most ${STATS_LIMIT} ids.`,
} as const;

/** The recommendation is only offered from three stars up, so below that it is stored as false. */
function fieldsOf(input: ReviewInput): ReviewFields {
  return {
    review: input.review,
    stars: input.stars,
    recommendation: input.stars >= RECOMMENDATION_MIN_STARS && input.recommendation,
  };
}

/** `?product_ids=1,2,3` narrowed to those products, or undefined for the newest with reviews. */
export function parseProductIds(value: unknown): number[] | undefined {
  if (value === undefined) return undefined;
  const parts = typeof value === 'string' ? value.split(',') : [];
  const ids = parts.map((part) => idFromText(part.trim())).filter((id) => id !== undefined);
  if (ids.length === 0 || ids.length > STATS_LIMIT || ids.length < parts.length) {
    throw badRequest(REVIEW_MESSAGES.badProductIds);
  }
  return ids;
}

export function createReviewsService(reviews: ReviewsRepository) {
  const productOrFail = async (productId: number) => {
    const product = await reviews.findProduct(productId);
    if (!product) throw notFound(REVIEW_MESSAGES.productNotFound);
    return product;
  };

  /** The review as the API answers it, read back after a write. */
  const found = async (reviewId: number): Promise<Review> => {
    const row = await reviews.findById(reviewId);
    if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    return toReview(row);
  };
  const repliableOrFail = async (user: User, reviewId: number) => {
    const target = await reviews.findReplyTarget(reviewId);
    if (!target) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    if (target.seller_id !== user.id) throw forbidden(REVIEW_MESSAGES.notSeller);
    return target;
  };
  const ownReviewOrFail = async (user: User, reviewId: number) => {
    const review = await reviews.findById(reviewId);
    if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    if (review.user_id !== user.id) throw forbidden(REVIEW_MESSAGES.notAuthor);
    return review;
  };

  return {
    /**
     * The product's reviews, newest first. Reviews belong to an existing product, so only an empty list needs
     * to ask whether the product exists.
     */
    async list(productId: number): Promise<Review[]> {
      const rows = await reviews.listForProduct(productId);
      if (rows.length === 0) await productOrFail(productId);
      return rows.map(toReview);
    },

    async create(user: User, productId: number, input: ReviewInput): Promise<Review> {
      const product = await productOrFail(productId);
      if (product.seller_id === user.id) throw forbidden(REVIEW_MESSAGES.ownProduct);
      if (await reviews.hasReviewed(productId, user.id)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      try {
        return await found(await reviews.insert(productId, user.id, fieldsOf(input)));
      } catch (error) {
        // Two submissions racing past the check above: the unique index lets only one in.
        if (error instanceof ConflictError) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        throw error;
      }
    },

    async update(user: User, reviewId: number, input: ReviewInput): Promise<Review> {
      await ownReviewOrFail(user, reviewId);
      if (!(await reviews.update(reviewId, fieldsOf(input)))) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      return found(reviewId);
    },
    /** The seller's one reply: written the first time, edited after that. */
    async reply(user: User, reviewId: number, input: ReplyInput): Promise<Review> {
      await repliableOrFail(user, reviewId);
      if (!(await reviews.setReply(reviewId, input.reply))) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      return found(reviewId);
    },
    async removeReply(user: User, reviewId: number): Promise<Review> {
      const target = await repliableOrFail(user, reviewId);
      if (target.reply === null || !(await reviews.clearReply(reviewId))) {
        throw notFound(REVIEW_MESSAGES.noReply);
      }
      return found(reviewId);
    },

    async remove(user: User, reviewId: number): Promise<{ message: string }> {
      await ownReviewOrFail(user, reviewId);
      await reviews.remove(reviewId);
      return { message: REVIEW_MESSAGES.deleted };
    },

    async allStats(productIds: number[] | undefined): Promise<ReviewStats[]> {
      return reviews.stats(productIds);
    },

    async stats(productId: number): Promise<ReviewStats> {
      const product = await productOrFail(productId);
      return { product_id: product.id, stars_total: product.stars_total, review_count: product.review_count };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
