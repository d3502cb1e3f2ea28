import type { Knex } from 'knex';
import { LISTED } from '../../db/listed';
import { NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import type { FavoriteChange } from '../../mail';

/** What a listing's favoriters may hear of: its price and stock, each variant's price, and whether it is listed. */
export interface ListingState {
  price: number;
  inventory: number;
  listed: boolean;
  /** Variant id to price. */
  variants: Record<string, number>;
}

export async function listingState(trx: Knex.Transaction, id: number): Promise<ListingState | undefined> {
  return trx('products')
    .select(
      'price',
      'inventory',
      trx.raw(`(${LISTED}) AS listed`),
      trx.raw(
        `(SELECT coalesce(json_object_agg(v.id, v.price), '{}') FROM product_variants v
          WHERE v.product_id = products.id) AS variants`,
      ),
    )
    .where({ id })
    .first();
}

/**
 * What an edit did that favoriters want to know: back in stock (no stock before, some now), or a lower price
 * (the listing's, or a kept variant's). Nothing for a listing that is not listed now.
 */
export function favoriteChangeOf(before: ListingState, after: ListingState): FavoriteChange | undefined {
  if (!after.listed || after.inventory === 0) return undefined;
  if (before.inventory === 0) return { kind: 'back_in_stock' };
  if (Number(after.price) < Number(before.price)) return { kind: 'price_drop', was: Number(before.price) };
  for (const [variantId, price] of Object.entries(after.variants)) {
    const was = before.variants[variantId];
    if (was !== undefined && Number(price) < Number(was)) {
      return { kind: 'price_drop', was: Number(was), variant_id: Number(variantId) };
    }
  }
  return undefined;
}

/** Queues the favoriters' news of the edit in its transaction: it runs once the edit commits. */
export async function queueFavoriteNews(
  trx: Knex.Transaction,
  productId: number,
  before: ListingState | undefined,
  after: ListingState | undefined,
): Promise<void> {
  const change = before && after && favoriteChangeOf(before, after);
  if (change) await queueJob(trx, NOTICE_JOBS.favoriteChanged, { product_id: productId, change });
}
