import type { FeedUnseen, FollowState } from '@handmade/common';
import { badRequest, notFound } from '../../http/httpError';
import { decodeCursor, encodeCursor, takePage } from '../../http/pagination';
import { CURSOR_KEYS, toProduct, type Product } from '../products';
import type { User } from '../users';
import type { FollowsRepository } from './follows.repository';

export const FOLLOW_MESSAGES = {
  shopNotFound: "Shop couldn't be found",
  ownShop: 'You cannot follow your own shop.',
} as const;

/** The sort a feed cursor belongs to: a products cursor is refused, and the other way round. */
const FEED_CURSOR = 'feed';

export function createFollowsService(follows: FollowsRepository) {
  const stateOf = async (following: boolean, shopId: number): Promise<FollowState> => ({
    following,
    followers: await follows.followers(shopId),
  });

  return {
    /** Idempotent: following twice is following. A closed or suspended shop cannot gain followers. */
    async follow(user: User, shopId: number): Promise<FollowState> {
      const shop = await follows.findShop(shopId);
      if (!shop || shop.closed || shop.suspended) throw notFound(FOLLOW_MESSAGES.shopNotFound);
      if (shopId === user.id) throw badRequest(FOLLOW_MESSAGES.ownShop);
      await follows.follow(user.id, shopId);
      return stateOf(true, shopId);
    },

    /** Idempotent; a suspended shop can still be unfollowed. */
    async unfollow(user: User, shopId: number): Promise<FollowState> {
      const shop = await follows.findShop(shopId);
      if (!shop || shop.closed) throw notFound(FOLLOW_MESSAGES.shopNotFound);
      await follows.unfollow(user.id, shopId);
      return stateOf(false, shopId);
    },

    /**
     * A keyset page of the followed shops' listings, newest first. The first page marks the feed seen up to
     * its newest listing, so the header's count starts again from what the user was shown.
     */
    async feed(user: User, limit: number, cursor: string | undefined) {
      const after = cursor ? decodeCursor(cursor, FEED_CURSOR, CURSOR_KEYS.newest)[0] : undefined;
      const rows = await follows.feed(user.id, limit, after);
      const page = takePage(rows, limit, (last) => encodeCursor(FEED_CURSOR, last.sort_keys));
      const newest = page.items[0];
      if (!cursor && newest) await follows.markSeen(user.id, newest.id);
      return { items: page.items.map(toProduct) as Product[], next: page.next };
    },

    async unseen(user: User): Promise<FeedUnseen> {
      return { unseen: await follows.unseen(user.id) };
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
