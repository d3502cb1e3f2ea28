import { RECENTLY_VIEWED_SHOWN, type ViewedProduct } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { AUDIENCE_COLUMNS, type ProductAudience } from '../../db/listed';
import { prepared } from '../../db/prepared';
import { selectProducts, type ProductRow } from '../products';

/** How many viewed products an account keeps: more than it shows, so some may become hidden meanwhile. */
export const RECENTLY_VIEWED_KEPT = 50;

/** Keeps the user's newest `RECENTLY_VIEWED_KEPT` views and drops the rest. */
const trim = (db: Db | Knex.Transaction, userId: number) =>
  db.raw(
    `DELETE FROM recently_viewed WHERE user_id = ? AND product_id IN (
       SELECT product_id FROM recently_viewed WHERE user_id = ?
       ORDER BY viewed_at DESC, product_id DESC OFFSET ?)`,
    [userId, userId, RECENTLY_VIEWED_KEPT],
  );

export function createRecentlyViewedRepository(db: Db) {
  return {
    async audienceOf(productId: number): Promise<ProductAudience | undefined> {
      return prepared(db('products').select(AUDIENCE_COLUMNS).where({ id: productId }).first());
    },

    /** The product viewed now: first in the user's list, once. */
    async record(userId: number, productId: number): Promise<void> {
      await db.transaction(async (trx) => {
        await trx.raw(
          `INSERT INTO recently_viewed (user_id, product_id) VALUES (?, ?)
           ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = now()`,
          [userId, productId],
        );
        await trim(trx, userId);
      });
    },

    /** Views from a browser, each at its time (never later than now); a product kept keeps its later time. */
    async merge(userId: number, items: ViewedProduct[]): Promise<void> {
      await db.transaction(async (trx) => {
        await trx.raw(
          `INSERT INTO recently_viewed (user_id, product_id, viewed_at)
           SELECT ?, v.product_id, least(v.viewed_at, now())
           FROM unnest(?::int[], ?::timestamptz[]) AS v(product_id, viewed_at)
           JOIN products p ON p.id = v.product_id
           ON CONFLICT (user_id, product_id)
           DO UPDATE SET viewed_at = greatest(recently_viewed.viewed_at, excluded.viewed_at)`,
          [userId, items.map((item) => item.product_id), items.map((item) => item.viewed_at)],
        );
        await trim(trx, userId);
      });
    },

    /**
     * The user's newest views of products they may still see, newest first: a hidden listing only its seller,
     * a custom order's listing only its buyer and seller. A sold-out one still shows, as its page does.
     */
    async list(userId: number): Promise<ProductRow[]> {
      return prepared(
        selectProducts(db)
          .join('recently_viewed as rv', 'rv.product_id', 'p.id')
          .where('rv.user_id', userId)
          .where((visible) => visible.whereNull('p.hidden_at').orWhere('p.seller_id', userId))
          .where((visible) =>
            visible
              .whereNull('p.private_buyer_id')
              .orWhere('p.private_buyer_id', userId)
              .orWhere('p.seller_id', userId),
          )
          .orderBy([
            { column: 'rv.viewed_at', order: 'desc' },
            { column: 'p.id', order: 'desc' },
          ])
          .limit(RECENTLY_VIEWED_SHOWN),
      );
    },

    /** The products of `ids` anyone may see (not hidden, not a custom order's), in the order of `ids`. */
    async visibleOf(ids: number[]): Promise<ProductRow[]> {
      return selectProducts(db)
        .whereIn('p.id', ids)
        .whereNull('p.hidden_at')
        .whereNull('p.private_buyer_id')
        .orderByRaw('array_position(?::int[], p.id)', [ids]);
    },
  };
}

export type RecentlyViewedRepository = ReturnType<typeof createRecentlyViewedRepository>;
