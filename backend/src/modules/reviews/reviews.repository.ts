import type { ReviewStats } from '@handmade/common';
import type { Db } from '../../db/knex';
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
  const withAuthor = () =>
    db('reviews as r').join('users as u', 'u.id', 'r.user_id').select('r.*', 'u.username');

  return {
    async findProduct(id: number): Promise<ReviewedProduct | undefined> {
      return db('products').select('id', 'seller_id', 'stars_total', 'review_count').where({ id }).first();
    },

    async listForProduct(productId: number): Promise<ReviewRow[]> {
      return withAuthor().where('r.product_id', productId).orderBy('r.id', 'desc');
    },

    async findById(id: number): Promise<ReviewRow | undefined> {
      return withAuthor().where('r.id', id).first();
    },

    async hasReviewed(productId: number, userId: number): Promise<boolean> {
      const row = await db('reviews').select('id').where({ product_id: productId, user_id: userId }).first();
      return Boolean(row);
    },

    /** A ConflictError when the user already reviewed the product (one review each, by a unique index). */
    async insert(
      productId: number,
      userId: number,
      fields: ReviewFields,
    ): Promise<Omit<ReviewRow, 'username'>> {
      try {
        const [row] = await db('reviews')
          .insert({ product_id: productId, user_id: userId, ...fields })
          .returning('*');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('review', { cause: error });
        throw error;
      }
    },

    async update(id: number, fields: ReviewFields): Promise<Omit<ReviewRow, 'username'> | undefined> {
      const [row] = await db('reviews')
        .where({ id })
        .update({ ...fields, updated_at: db.fn.now() })
        .returning('*');
      return row;
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
