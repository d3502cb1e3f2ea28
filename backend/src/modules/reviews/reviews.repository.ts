import { FORMER_MEMBER, type ReviewStats } from '@handmade/common';
import { builtOnce } from '../../db/builtOnce';
import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/pgErrors';
import { queryRows } from '../../db/queryRows';
import { ConflictError } from '../../errors';
import { JsonText } from '../../http/jsonText';
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

const UTC_MILLIS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const jsonString = (column: string) => `to_json(${column}::text)::text`;
const isoTime = (column: string) => `'"' || to_char(${column} AT TIME ZONE 'UTC', ${UTC_MILLIS}) || '"'`;
const jsonBoolean = (condition: string) => `CASE WHEN ${condition} THEN 'true' ELSE 'false' END`;

/**
 * A review of `authored`'s row as the API writes it (`toReview`, then `JSON.stringify`): the same keys in
 * the same order, times in UTC to the millisecond. Its one binding is the name of a closed account's
 * author, as JSON.
 */
const REVIEW_JSON = `concat(
  '{"id":', r.id, ',"product_id":', r.product_id, ',"user_id":', r.user_id,
  ',"user":', CASE WHEN u.closed_at IS NOT NULL THEN ?::text ELSE ${jsonString('u.username')} END,
  ',"review":', ${jsonString('r.review')}, ',"stars":', r.stars,
  ',"recommendation":', ${jsonBoolean('r.recommendation')},
  ',"created_at":', ${isoTime('r.created_at')}, ',"updated_at":', ${isoTime('r.updated_at')},
  ',"verified_purchase":', ${jsonBoolean('purchase.bought IS NOT NULL')},
  ',"reply":', CASE WHEN r.reply IS NOT NULL AND r.reply_created_at IS NOT NULL
    THEN concat('{"reply":', ${jsonString('r.reply')}, ',"created_at":', ${isoTime('r.reply_created_at')}, '}')
    ELSE 'null' END,
  '}')`;

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
  const reviewsJsonOf = builtOnce((productId: number) =>
    authored()
      .select(
        db.raw(`coalesce('[' || string_agg(${REVIEW_JSON}, ',' ORDER BY r.id DESC) || ']', '[]') AS json`, [
          JSON.stringify(FORMER_MEMBER),
        ]),
      )
      .where('r.product_id', productId),
  );
  return {
    async findProduct(id: number): Promise<ReviewedProduct | undefined> {
      return db('products').select('id', 'seller_id', 'stars_total', 'review_count').where({ id }).first();
    },

    /**
     * The product's reviews, newest first, as the API's JSON array, written by the statement: each review
     * read as thirteen columns, mapped and written again cost a reviews read about a third of its CPU.
     */
    async listForProduct(productId: number): Promise<JsonText> {
      const [row] = await queryRows<{ json: string }>(db, reviewsJsonOf(productId));
      return new JsonText(row!.json);
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
        const [row] = await db('reviews')
          .insert({ product_id: productId, user_id: userId, ...fields })
          .returning('id');
        return row.id;
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
    /** Writes the seller's reply, keeping the date it was first written; false when the review is gone. */
    async setReply(id: number, reply: string): Promise<boolean> {
      const count = await db('reviews')
        .where({ id })
        .update({
          reply,
          reply_created_at: db.raw('coalesce(reply_created_at, now())'),
          reply_updated_at: db.fn.now(),
        });
      return count > 0;
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
