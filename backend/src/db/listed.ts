import type { Knex } from 'knex';

/**
 * Listed products: in stock (not archived), not a custom order's private listing, and not hidden by an admin.
 * Every listing index has this predicate (migration 028), so each list, search, sitemap and shop page that
 * asks for it reads them alone.
 */
export const LISTED = 'archived_at IS NULL AND private_buyer_id IS NULL AND hidden_at IS NULL';

/** `query` narrowed to the listed products of `alias`. */
export function whereListed<Query extends Knex.QueryBuilder>(query: Query, alias = 'p'): Query {
  query
    .whereNull(`${alias}.archived_at`)
    .whereNull(`${alias}.private_buyer_id`)
    .whereNull(`${alias}.hidden_at`);
  return query;
}

/** Who may see a product beyond the listed ones. */
export interface ProductAudience {
  seller_id: number;
  private_buyer_id: number | null;
  hidden_at: Date | null;
}

/** Someone looking, or no one signed in. */
export type Viewer = { id: number; role: 'member' | 'admin' } | undefined;

/**
 * Whether the viewer may see a product: anyone a listed one; a private listing its buyer and seller; a hidden
 * one its seller (who sees why) and admins.
 */
export function mayView(product: ProductAudience, viewer: Viewer): boolean {
  if (viewer?.role === 'admin' || viewer?.id === product.seller_id) return true;
  if (product.hidden_at !== null) return false;
  return product.private_buyer_id === null || viewer?.id === product.private_buyer_id;
}

/** Whether the user may put a product in a cart, favorite it or ask about it: a listed one, or their private one. */
export function mayBuy(product: ProductAudience, userId: number): boolean {
  return (
    product.hidden_at === null && (product.private_buyer_id === null || userId === product.private_buyer_id)
  );
}

/** The columns `mayView` and `mayBuy` read. */
export const AUDIENCE_COLUMNS = ['seller_id', 'private_buyer_id', 'hidden_at'];
