import type { Knex } from 'knex';
import { z } from 'zod';
import { prepared } from '../../db/prepared';
import type { ProductRow } from './products.mapper';
import { selectProducts } from './products.query';
import type { ProductSort } from './products.schemas';

/**
 * The rating sort orders by the product's own reviews (stars_total / review_count), not the seller's: it
 * ranks items. The average is an exact integer (thousandths), so a cursor compares it without float drift;
 * unreviewed products come last. The listing indexes of migrations 002 and 014 are built on this expression.
 */
export const RATING_KEY =
  'CASE WHEN p.review_count > 0 THEN (p.stars_total::bigint * 1000) / p.review_count ELSE -1 END';

/**
 * Relevance: `ts_rank` over the weighted `search` column, with a title word (weight A) worth 1 and a
 * description word (weight B) 0.05, so a title match ranks above a description-only one. Rounded to a
 * numeric, so a cursor holds it exactly. (`ts_rank_cd`, cover density, costs about 15 µs a product here
 * against 0.4: too dear for the candidates of a common word.) Computed for a search's candidates alone.
 */
export const RELEVANCE = "round(ts_rank('{0.01, 0.02, 0.05, 1.0}', p.search, query)::numeric, 4)";

/**
 * The columns each sort orders by (each ends with the id, so the order is total), and their direction. A
 * relevance page is read from a search's ranked candidates (products.repository.ts).
 */
const ORDERS = {
  newest: { keys: ['p.id'], direction: 'desc' },
  price_asc: { keys: ['p.price', 'p.id'], direction: 'asc' },
  price_desc: { keys: ['p.price', 'p.id'], direction: 'desc' },
  rating: { keys: [RATING_KEY, 'p.review_count', 'p.id'], direction: 'desc' },
  relevance: { keys: ['candidates.rank', 'candidates.id'], direction: 'desc' },
} as const satisfies Record<ProductSort, { keys: readonly string[]; direction: 'asc' | 'desc' }>;

/** Keys a cursor holds as decimal text: money and ranks, exact where a JSON number might not be. */
const DECIMAL_KEYS = new Set<string>(['p.price', 'candidates.rank']);

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

/** The sort keys of a listed row (`sort_keys`), for its cursor. */
export interface SortedRow {
  sort_keys: SortKeys;
}

/**
 * One page of `rows` (a query of products `p`, or of a search's `candidates`) in `sort`'s order after
 * `after`, a previous page's last keys (one row comparison, which the sort's index reads as one range):
 * `limit` + 1 ids, so the caller knows whether more follow, with their keys as `k0`, `k1`...
 *
 * The limit is written into the statement, not bound: a prepared statement's generic plan is made without
 * its parameters' values, and PostgreSQL prices an unknown LIMIT as a tenth of the table, so it judged that
 * plan (a hash join over every product) dearer than the page's own and planned every run again, which costs
 * more than running it. Written in, the generic plan is the page's plan and is kept after five runs: one
 * statement per page size, a number the schema bounds.
 */
export function pageOf(
  db: Knex,
  rows: Knex.QueryBuilder,
  sort: ProductSort,
  limit: number,
  after?: SortKeys,
): Knex.QueryBuilder {
  const { keys, direction } = ORDERS[sort];
  rows.select(keys.map((key, i) => db.raw(`${key} AS k${i}`)));
  if (after) {
    const placeholders = keys.map(() => '?').join(', ');
    rows.whereRaw(`(${keys.join(', ')}) ${direction === 'asc' ? '>' : '<'} (${placeholders})`, after);
  }
  return rows
    .orderByRaw(keys.map((key) => `${key} ${direction}`).join(', '))
    .limit(Math.trunc(limit) + 1, { skipBinding: true });
}

/** How a page's rows are read from `page` (`pageOf`): their id, their `sort_keys` and their order. */
function readPage(db: Knex, sort: ProductSort) {
  const { keys, direction } = ORDERS[sort];
  const columns = keys.map((key, i) => (DECIMAL_KEYS.has(key) ? `page.k${i}::text` : `page.k${i}`));
  return {
    id: `page.k${keys.length - 1}`,
    sortKeys: db.raw(`json_build_array(${columns.join(', ')}) AS sort_keys`),
    order: keys.map((_key, i) => `page.k${i} ${direction}`).join(', '),
  };
}

/**
 * The products of `page` (`pageOf`) with their seller and photo, in its order, each with its `sort_keys`.
 * The page is found first, from the indexes alone where it can be, and only its rows are joined. One
 * statement, for a page whose plan is the same for any values (a prepared statement plans it once).
 */
export function productsOf(db: Knex, page: Knex.QueryBuilder, sort: ProductSort): Knex.QueryBuilder {
  const { id, sortKeys, order } = readPage(db, sort);
  return selectProducts(db).with('page', page).join('page', id, 'p.id').select(sortKeys).orderByRaw(order);
}

/**
 * The products of `page` as `productsOf` answers them, in two statements: the page's ids and keys, then
 * their rows through a prepared statement. For a page planned for its values (a search, a price or rating
 * range): planning the rows' joins with it costs more than the second statement (about 1 ms of
 * PostgreSQL's time a page, more than the page itself when it is empty). A row gone between the two
 * statements is left out.
 */
export async function productsOfKeys(
  db: Knex,
  page: Knex.QueryBuilder,
  sort: ProductSort,
): Promise<(ProductRow & SortedRow)[]> {
  const { id, sortKeys, order } = readPage(db, sort);
  const pageKeys: ({ id: number } & SortedRow)[] = await db
    .queryBuilder()
    .with('page', page)
    .from('page')
    .select(db.raw(`${id} AS id`), sortKeys)
    .orderByRaw(order);
  if (pageKeys.length === 0) return [];
  const ids = pageKeys.map((row) => row.id);
  const rows: ProductRow[] = await prepared(selectProducts(db).whereRaw('p.id = ANY(?::int[])', [ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return pageKeys.flatMap(({ id, sort_keys }) => {
    const product = byId.get(id);
    return product ? [{ ...product, sort_keys }] : [];
  });
}
