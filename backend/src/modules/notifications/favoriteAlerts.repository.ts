import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { whereListed } from '../../db/listed';
import type { FavoriteForMail, Recipient } from '../../mail';

/** How long after telling someone of a favorite they hear nothing more of it, whatever the seller does. */
export const FAVORITE_ALERT_QUIET = '1 day';

export function createFavoriteAlertsRepository(db: Db) {
  return {
    /**
     * The listing as its favoriters are told of it, while it is listed and in stock; the price is the
     * variant's when `variantId` names one of its variants.
     */
    async listing(
      productId: number,
      variantId?: number,
    ): Promise<(FavoriteForMail & { seller_id: number }) | undefined> {
      const price = variantId
        ? db.raw(
            'coalesce((SELECT v.price FROM product_variants v WHERE v.id = ? AND v.product_id = p.id), p.price) AS price',
            [variantId],
          )
        : 'p.price';
      return whereListed(db('products as p'))
        .join('users as u', 'u.id', 'p.seller_id')
        .select('p.id as product_id', 'p.title', price, 'u.username as shop', 'p.seller_id')
        .where('p.id', productId)
        .where('p.inventory', '>', 0)
        .first();
    },

    /** Who favorited it and wants favorites news: never its seller, nor a closed or suspended account. */
    async favoriters(productId: number, sellerId: number): Promise<Recipient[]> {
      return db('favorites as f')
        .join('users as u', 'u.id', 'f.user_id')
        .select('u.id', 'u.email', 'u.first_name', 'u.mail_favorites as wants')
        .where('f.product_id', productId)
        .whereNot('u.id', sellerId)
        .where('u.mail_favorites', true)
        .whereNull('u.closed_at')
        .whereNull('u.suspended_at')
        .orderBy('u.id');
    },

    /** Takes the person's one alert of the day about the product; false when they had it already. */
    async claim(trx: Knex.Transaction, userId: number, productId: number): Promise<boolean> {
      const { rows } = await trx.raw<{ rows: unknown[] }>(
        `INSERT INTO favorite_alerts (user_id, product_id) VALUES (?, ?)
         ON CONFLICT (user_id, product_id) DO UPDATE SET alerted_at = now()
         WHERE favorite_alerts.alerted_at <= now() - ?::interval
         RETURNING user_id`,
        [userId, productId, FAVORITE_ALERT_QUIET],
      );
      return rows.length > 0;
    },
  };
}

export type FavoriteAlertsRepository = ReturnType<typeof createFavoriteAlertsRepository>;
