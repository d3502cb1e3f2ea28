import type { Knex } from 'knex';

/**
 * Listed products: in stock (not archived) and not a custom order's private listing. Every listing index has
 * this predicate (migration 023), so each list, search, sitemap and shop page that asks for it reads them alone.
 */
export const LISTED = 'archived_at IS NULL AND private_buyer_id IS NULL';

/** `query` narrowed to the listed products of `alias`. */
export function whereListed<Query extends Knex.QueryBuilder>(query: Query, alias = 'p'): Query {
  query.whereNull(`${alias}.archived_at`).whereNull(`${alias}.private_buyer_id`);
  return query;
}

/** Whether the user may see a product: anyone a listed one, only its buyer and seller a private listing. */
export function mayView(
  product: { seller_id: number; private_buyer_id: number | null },
  userId: number | undefined,
): boolean {
  return (
    product.private_buyer_id === null || userId === product.private_buyer_id || userId === product.seller_id
  );
}
