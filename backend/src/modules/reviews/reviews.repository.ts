import type { ReviewStats } from '@handmade/common';
import type { Db } from '../../db/knex';
import { NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import { prepared } from '../../db/prepared';
import { isUniqueViolation } from '../../db/pgErrors';
import { ConflictError } from '../../errors';
import type { ReviewRow } from './reviews.mapper';

export interface ReviewedProduct {
  id: number;
  seller_id: number;
  stars_total: number;
  review_count: number;
}

export interface ReviewFields {
  review: string;
  stars: number;
  recommendation: boolean;
}

export type { ReviewStats };

/** The most product stats one call answers, so the list stays cheap whatever the catalogue size. */
export const STATS_LIMIT = 200;

export function createReviewsRepository(db: Db) {
  /**
   * Reviews with their author and whether the author bought the product, in the one statement. The purchase
   * is looked up per review, from the author's orders (a few) to their lines of this product, an index-only
   * probe: written as a LATERAL with LIMIT 1, as EXISTS lets the planner hash every order line instead.
   */
  const authored = () =>
    db('reviews as r')
      .join('users as u', 'u.id', 'r.user_id')
      .joinRaw(
        `LEFT JOIN LATERAL (
          SELECT true AS bought FROM orders o JOIN order_items oi ON oi.order_id = o.id
          WHERE o.user_id = r.user_id AND oi.product_id = r.product_id
          LIMIT 1
        ) purchase ON true`,
      );
  const withAuthor = () =>
    authored().select(
      'r.id',
      'r.product_id',
      'r.user_id',
      'r.review',
      'r.stars',
      'r.recommendation',
      'r.created_at',
      'r.updated_at',
      'r.reply',
      'r.reply_created_at',
      'u.username',
      db.raw('u.closed_at IS NOT NULL AS author_closed'),
      db.raw('purchase.bought IS NOT NULL AS verified_purchase'),
    );
  return {
    async findProduct(id: number): Promise<ReviewedProduct | undefined> {
      return db('products').select('id', 'seller_id', 'stars_total', 'review_count').where({ id }).first();
    },

    /** The product's reviews, newest first; one an admin hid is gone from it (its stars still count). */
    async listForProduct(productId: number): Promise<ReviewRow[]> {
      return prepared(
        withAuthor().where('r.product_id', productId).whereNull('r.hidden_at').orderBy('r.id', 'desc'),
      );
    },

    async findById(id: number): Promise<ReviewRow | undefined> {
      return withAuthor().where('r.id', id).first();
    },

    async hasReviewed(productId: number, userId: number): Promise<boolean> {
      const row = await db('reviews').select('id').where({ product_id: productId, user_id: userId }).first();
      return Boolean(row);
    },

    /** The review with its product's seller, for the rules about who may answer it. */
    async findReplyTarget(
      id: number,
    ): Promise<{ id: number; seller_id: number; reply: string | null } | undefined> {
      return db('reviews as r')
        .join('products as p', 'p.id', 'r.product_id')
        .select('r.id', 'p.seller_id', 'r.reply')
        .where('r.id', id)
        .first();
    },
    /** A ConflictError when the user already reviewed the product (one review each, by a unique index). */
    async insert(productId: number, userId: number, fields: ReviewFields): Promise<number> {
      try {
        return await db.transaction(async (trx) => {
          const [row] = await trx('reviews')
            .insert({ product_id: productId, user_id: userId, ...fields })
            .returning('id');
          await queueJob(trx, NOTICE_JOBS.reviewPosted, { review_id: row.id });
          return row.id as number;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('review', { cause: error });
        throw error;
      }
    },

    async update(id: number, fields: ReviewFields): Promise<boolean> {
      const count = await db('reviews')
        .where({ id })
        .update({ ...fields, updated_at: db.fn.now() });
      return count > 0;
    },
    /**
     * Writes the seller's reply, keeping the date it was first written; the review's author is told of a first
     * reply, not of its edits. False when the review is gone.
     */
    async setReply(id: number, reply: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        const review = await trx('reviews').select('reply_created_at').where({ id }).forUpdate().first();
        if (!review) return false;
        await trx('reviews')
          .where({ id })
          .update({
            reply,
            reply_created_at: trx.raw('coalesce(reply_created_at, now())'),
            reply_updated_at: trx.fn.now(),
          });
        if (review.reply_created_at === null) {
          await queueJob(trx, NOTICE_JOBS.reviewReplied, { review_id: id });
        }
        return true;
      });
    },
    async clearReply(id: number): Promise<boolean> {
      const count = await db('reviews')
        .where({ id })
        .whereNotNull('reply')
        .update({ reply: null, reply_created_at: null, reply_updated_at: null });
      return count > 0;
    },

    async remove(id: number): Promise<void> {
      await db('reviews').where({ id }).delete();
    },

    /** Counters kept by the review triggers, newest products first, only those with reviews. */
    async stats(productIds?: number[]): Promise<ReviewStats[]> {
      const query = db('products')
        .select('id as product_id', 'stars_total', 'review_count')
        .where('review_count', '>', 0)
        .orderBy('id', 'desc')
        .limit(STATS_LIMIT);
      if (productIds) query.whereIn('id', productIds);
      return query;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
