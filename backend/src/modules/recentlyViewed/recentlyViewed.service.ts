import { RECENTLY_VIEWED_SHOWN, type Product, type ViewedProduct } from '@handmade/common';
import { mayView, type Viewer } from '../../db/listed';
import { notFound } from '../../http/httpError';
import { PRODUCT_NOT_FOUND, toProduct } from '../products';
import type { RecentlyViewedRepository } from './recentlyViewed.repository';

/** Each product once, at its latest view. */
function latestViews(items: ViewedProduct[]): ViewedProduct[] {
  const latest = new Map<number, ViewedProduct>();
  for (const item of items) {
    const kept = latest.get(item.product_id);
    if (!kept || Date.parse(item.viewed_at) > Date.parse(kept.viewed_at)) latest.set(item.product_id, item);
  }
  return [...latest.values()];
}

/**
 * Recently viewed products: on the account for a signed-in user, in the browser for a visitor (who asks for
 * the products of the ids it keeps). What a visitor viewed is merged into the account on sign-in.
 */
export function createRecentlyViewedService(viewed: RecentlyViewedRepository) {
  const list = async (userId: number): Promise<Product[]> => (await viewed.list(userId)).map(toProduct);

  return {
    list,

    /** 404 for a product the user may not see, as its page is. */
    async record(user: NonNullable<Viewer>, productId: number): Promise<void> {
      const product = await viewed.audienceOf(productId);
      if (!product || !mayView(product, user)) throw notFound(PRODUCT_NOT_FOUND);
      await viewed.record(user.id, productId);
    },

    /** Merges a browser's views into the account; the account's list after it. */
    async merge(userId: number, items: ViewedProduct[]): Promise<Product[]> {
      if (items.length > 0) await viewed.merge(userId, latestViews(items));
      return list(userId);
    },

    /** A visitor's list: the products of `ids` anyone may see, in that order. */
    async visibleOf(ids: number[]): Promise<Product[]> {
      return (await viewed.visibleOf(ids.slice(0, RECENTLY_VIEWED_SHOWN))).map(toProduct);
    },
  };
}

export type RecentlyViewedService = ReturnType<typeof createRecentlyViewedService>;
