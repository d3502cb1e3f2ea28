import { FEED_UNSEEN_CAP } from '@handmade/common';
import type { Db } from '../../db/knex';
import { whereListed } from '../../db/listed';
import { pageOf, productsOf, type ListedRow } from '../products';

/** What following needs to know of a shop's account. */
export interface ShopStanding {
  id: number;
  closed: boolean;
  suspended: boolean;
}

export function createFollowsRepository(db: Db) {
  return {
    async findShop(shopId: number): Promise<ShopStanding | undefined> {
      return db('users')
        .select(
          'id',
          db.raw('closed_at IS NOT NULL AS closed'),
          db.raw('suspended_at IS NOT NULL AS suspended'),
        )
        .where({ id: shopId })
        .first();
    },

    async follow(userId: number, shopId: number): Promise<void> {
      await db('follows')
        .insert({ user_id: userId, shop_id: shopId })
        .onConflict(['user_id', 'shop_id'])
        .ignore();
    },

    async unfollow(userId: number, shopId: number): Promise<void> {
      await db('follows').where({ user_id: userId, shop_id: shopId }).delete();
    },

    async followers(shopId: number): Promise<number> {
      const row = await db('follows')
        .where({ shop_id: shopId })
        .count<{ count: string }>('* as count')
        .first();
      return Number(row?.count ?? 0);
    },

    /** One page of the listed products of the shops the user follows, newest first, plus one row. */
    async feed(userId: number, limit: number, afterId: number | undefined): Promise<ListedRow[]> {
      const followed = whereListed(
        db('products as p').join('follows as f', 'f.shop_id', 'p.seller_id').where('f.user_id', userId),
      );
      return productsOf(db, pageOf(db, followed, 'newest', limit, afterId ? [afterId] : undefined), 'newest');
    },

    /** The user's feed has shown them every listing up to `productId`. */
    async markSeen(userId: number, productId: number): Promise<void> {
      await db('feed_views')
        .insert({ user_id: userId, seen_product_id: productId })
        .onConflict('user_id')
        .merge({
          seen_product_id: db.raw('greatest(feed_views.seen_product_id, excluded.seen_product_id)'),
          seen_at: db.fn.now(),
        });
    },

    /**
     * Listings newer than the feed last showed, each listed after its shop was followed (following a shop
     * does not make its whole catalogue new), counted up to `FEED_UNSEEN_CAP`.
     */
    async unseen(userId: number): Promise<number> {
      const seen = db('feed_views').select('seen_product_id').where({ user_id: userId });
      const newListings = whereListed(
        db('follows as f')
          .join('products as p', function newSinceFollowed() {
            this.on('p.seller_id', 'f.shop_id').andOn('p.created_at', '>', 'f.created_at');
          })
          .select(db.raw('1'))
          .where('f.user_id', userId)
          .where('p.id', '>', db.raw('coalesce((?), 0)', [seen]))
          .limit(FEED_UNSEEN_CAP),
      );
      const row = await db
        .from(newListings.as('new_listings'))
        .count<{ unseen: string }>('* as unseen')
        .first();
      return Number(row?.unseen ?? 0);
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
