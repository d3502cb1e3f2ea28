import type { Knex } from 'knex';
import { z } from 'zod';
import type { ProductSort } from './products.schemas';

/**
 * The rating sort orders by the product's own reviews (stars_total / review_count), not the seller's: it
 * ranks items. The average is an exact integer (thousandths), so a cursor compares it without float drift;
 * unreviewed products come last. The listing indexes of migration 002 and 014 are built on this expression.
 */
export const RATING_KEY =
  'CASE WHEN p.review_count > 0 THEN (p.stars_total::bigint * 1000) / p.review_count ELSE -1 END';

/**
 * Relevance: `ts_rank_cd` over the weighted `search` column, with a title word (weight A) worth 1 and a
 * description word (weight B) 0.05, so a title match ranks above a description-only one unless the
 * description repeats the words twenty times. Rounded to a numeric, so a cursor holds it exactly.
 */
export const RELEVANCE = "round(ts_rank_cd('{0.01, 0.02, 0.05, 1.0}', p.search, query)::numeric, 4)";

/** The columns each sort orders by (each ends with the id, so the order is total), and their direction. */
const ORDERS = {
  newest: { keys: ['p.id'], direction: 'desc' },
  price_asc: { keys: ['p.price', 'p.id'], direction: 'asc' },
  price_desc: { keys: ['p.price', 'p.id'], direction: 'desc' },
  rating: { keys: [RATING_KEY, 'p.review_count', 'p.id'], direction: 'desc' },
  relevance: { keys: [RELEVANCE, 'p.id'], direction: 'desc' },
} as const satisfies Record<ProductSort, { keys: readonly string[]; direction: 'asc' | 'desc' }>;

const id = z.number().int().min(1).max(2_147_483_647);
const decimal = z.string().regex(/^\d{1,8}(\.\d{1,4})?$/);
const ratingKey = z.number().int().min(-1).max(5000);
const count = z.number().int().min(0);

/** What a cursor holds for each sort: the last row's sort keys, in `ORDERS`' order. */
export const CURSOR_KEYS = {
  newest: z.tuple([id]),
  price_asc: z.tuple([decimal, id]),
  price_desc: z.tuple([decimal, id]),
  rating: z.tuple([ratingKey, count, id]),
  relevance: z.tuple([decimal, id]),
} satisfies Record<ProductSort, z.ZodType>;

export type SortKeys = (string | number)[];

/** The sort keys of a row as `orderBy` selected them (`sort_keys`), for its cursor. */
export interface SortedRow {
  sort_keys: SortKeys;
}

/**
 * Orders `query` by `sort`, selects its keys as `sort_keys` (a JSON array, money and ranks as exact
 * decimal text), and continues after `after`, a previous page's last keys: one row comparison, which the
 * sort's index reads as one range.
 */
export function orderBy(db: Knex, query: Knex.QueryBuilder, sort: ProductSort, after?: SortKeys): void {
  const { keys, direction } = ORDERS[sort];
  const asText = (key: string) => (key === 'p.price' || key === RELEVANCE ? `(${key})::text` : key);
  query.select(db.raw(`json_build_array(${keys.map(asText).join(', ')}) AS sort_keys`));
  if (after) {
    const placeholders = keys.map(() => '?').join(', ');
    query.whereRaw(`(${keys.join(', ')}) ${direction === 'asc' ? '>' : '<'} (${placeholders})`, after);
  }
  query.orderByRaw(keys.map((key) => `${key} ${direction}`).join(', '));
}
