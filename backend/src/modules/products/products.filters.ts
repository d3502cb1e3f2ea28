import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import type { ProductSort } from './products.schemas';
import { toTsQueryText } from './products.tsquery';

/**
 * The rating sort orders by the product's own reviews (stars_total / review_count), not the seller's:
 * it ranks items, and the product row carries both totals. The average is kept as an exact integer
 * (thousandths) so a cursor compares it without float drift; unreviewed products come last.
 */
export const RATING_KEY =
  'CASE WHEN p.review_count > 0 THEN (p.stars_total::bigint * 1000) / p.review_count ELSE -1 END';

export type SortKeys = (string | number)[];

type KeyedSort = Exclude<ProductSort, 'relevance'>;

/** How each sort orders rows and continues after a cursor's keys (a row comparison, so one index range). */
const SORTS: Record<KeyedSort, { order: string; after: string }> = {
  newest: { order: 'p.id DESC', after: 'p.id < ?' },
  price_asc: { order: 'p.price ASC, p.id ASC', after: '(p.price, p.id) > (?::numeric, ?)' },
  price_desc: { order: 'p.price DESC, p.id DESC', after: '(p.price, p.id) < (?::numeric, ?)' },
  rating: {
    order: `${RATING_KEY} DESC, p.review_count DESC, p.id DESC`,
    after: `(${RATING_KEY}, p.review_count, p.id) < (?, ?, ?)`,
  },
};

export interface ProductListFilter {
  /** `relevance` only comes with `search`; the service turns it into `newest` without one. */
  sort: ProductSort;
  limit: number;
  after: SortKeys | undefined;
  category?: number;
  search?: string;
  sellerId?: number;
  /** Decimal dollars as text ("12.50"), compared as numeric. */
  minPrice?: string;
  maxPrice?: string;
  minRating?: number;
}

/** How many rows of the sort's own index a search reads before it asks the full-text index instead. */
export const SEARCH_WINDOW = 2000;

interface Fragment {
  sql: string;
  bindings: Knex.RawBinding[];
}

const and = (parts: Fragment[]): Fragment => ({
  sql: parts.map((part) => `(${part.sql})`).join(' AND ') || 'true',
  bindings: parts.flatMap((part) => part.bindings),
});

/** Every condition but the words: listed, shop, category, price, rating. */
function rowConditions(filter: ProductListFilter): Fragment[] {
  const parts: Fragment[] = [{ sql: 'p.archived_at IS NULL', bindings: [] }];
  if (filter.sellerId !== undefined) parts.push({ sql: 'p.seller_id = ?', bindings: [filter.sellerId] });
  if (filter.category !== undefined) parts.push({ sql: 'p.category_id = ?', bindings: [filter.category] });
  if (filter.minPrice !== undefined)
    parts.push({ sql: 'p.price >= ?::numeric', bindings: [filter.minPrice] });
  if (filter.maxPrice !== undefined)
    parts.push({ sql: 'p.price <= ?::numeric', bindings: [filter.maxPrice] });
  if (filter.minRating !== undefined) {
    parts.push({ sql: `${RATING_KEY} >= ?`, bindings: [Math.round(filter.minRating * 1000)] });
  }
  return parts;
}

const SEARCH_COLUMNS = 'p.id, p.price, p.stars_total, p.review_count, p.search, p.title_search';

/**
 * Up to `n` ids matching `match`, in `order`, whatever the words' frequency, and never a walk of the whole
 * catalogue: the first SEARCH_WINDOW rows of the sort's index are read and filtered (common words fill a
 * page there); when they hold fewer than `n` matches, the matches come from the GIN index instead and are
 * sorted in memory (rare and absent words: few rows). The choice is made by the query itself, at run time,
 * not by the planner's estimate of how common a word is. `OFFSET 0` keeps the planner from turning the
 * index branch back into an ordered walk.
 */
function boundedSearch(where: Fragment, match: Fragment, order: string, n: number): Fragment {
  const sql = `SELECT id FROM (
    WITH win AS MATERIALIZED (
      SELECT ${SEARCH_COLUMNS} FROM products p WHERE ${where.sql} ORDER BY ${order} LIMIT ${SEARCH_WINDOW}
    ), found AS MATERIALIZED (
      SELECT p.* FROM win p WHERE ${match.sql} ORDER BY ${order} LIMIT ${n}
    ), enough AS MATERIALIZED (
      SELECT (SELECT count(*) FROM found) >= ${n} OR (SELECT count(*) FROM win) < ${SEARCH_WINDOW} AS ok
    )
    (SELECT p.id FROM found p WHERE (SELECT ok FROM enough) ORDER BY ${order})
    UNION ALL
    (SELECT p.id FROM (
       SELECT ${SEARCH_COLUMNS} FROM products p
       WHERE ${where.sql} AND ${match.sql} AND NOT (SELECT ok FROM enough) OFFSET 0
     ) p ORDER BY ${order} LIMIT ${n})
  ) bounded`;
  return { sql, bindings: [...where.bindings, ...match.bindings, ...where.bindings, ...match.bindings] };
}

const TSQUERY = "to_tsquery('english', ?)";

/**
 * The ids (and relevance tier) of one page of search results. Relevance ranks products whose title
 * matches every word (tier 1) above those matching through their description (tier 0), newest first
 * within a tier: a cheap, index-backed key that keyset cursors can continue exactly (docs/search.md).
 * The tiers are two bounded searches in a row; the second runs only when the first leaves room.
 */
function searchHits(filter: ProductListFilter, words: string, n: number): Fragment {
  const rows = rowConditions(filter);
  const inTitle: Fragment = { sql: `p.title_search @@ ${TSQUERY}`, bindings: [words] };
  const inText: Fragment = { sql: `p.search @@ ${TSQUERY}`, bindings: [words] };
  if (filter.sort !== 'relevance') {
    const sort = SORTS[filter.sort];
    const after = filter.after ? [{ sql: sort.after, bindings: filter.after }] : [];
    const hits = boundedSearch(and([...rows, ...after]), inText, sort.order, n);
    return { sql: `SELECT id, 0 AS tier FROM (${hits.sql}) h`, bindings: hits.bindings };
  }
  const [afterTier, afterId] = filter.after ?? [];
  const tiers: Fragment[] = [];
  if (afterTier === undefined || afterTier === 1) {
    const after = afterTier === 1 ? [{ sql: 'p.id < ?', bindings: [afterId!] }] : [];
    const hits = boundedSearch(and([...rows, ...after]), and([inText, inTitle]), 'p.id DESC', n);
    tiers.push({
      sql: `(SELECT id, 1 AS tier FROM (${hits.sql}) t1 ORDER BY id DESC)`,
      bindings: hits.bindings,
    });
  }
  const after = afterTier === 0 ? [{ sql: 'p.id < ?', bindings: [afterId!] }] : [];
  const descriptionOnly = and([inText, { sql: `NOT p.title_search @@ ${TSQUERY}`, bindings: [words] }]);
  const hits = boundedSearch(and([...rows, ...after]), descriptionOnly, 'p.id DESC', n);
  tiers.push({
    sql: `(SELECT id, 0 AS tier FROM (${hits.sql}) t0 ORDER BY id DESC)`,
    bindings: hits.bindings,
  });
  return {
    sql: `SELECT * FROM (${tiers.map((tier) => tier.sql).join(' UNION ALL ')} LIMIT ${n}) tiers`,
    bindings: tiers.flatMap((tier) => tier.bindings),
  };
}

/**
 * Narrows `query` (products as `p`) to one page of `filter`, ordered, plus one row to tell whether more
 * follow. A search reads its page's ids first (see `boundedSearch`) and joins only those.
 */
export function applyProductFilters(db: Db, query: Knex.QueryBuilder, filter: ProductListFilter) {
  const n = filter.limit + 1;
  const words = filter.search === undefined ? undefined : toTsQueryText(filter.search);
  if (filter.search !== undefined && words === undefined) return query.whereRaw('false');
  const sort = filter.sort === 'relevance' && words === undefined ? 'newest' : filter.sort;
  if (sort === 'rating') query.select(db.raw(`${RATING_KEY} AS rating_key`));
  if (words !== undefined) {
    const hits = searchHits({ ...filter, sort }, words, n);
    query.join(db.raw(`(${hits.sql}) AS hits`, hits.bindings), 'hits.id', 'p.id');
    if (sort === 'relevance') {
      return query.select('hits.tier as relevance_tier').orderByRaw('hits.tier DESC, p.id DESC').limit(n);
    }
    return query.orderByRaw(SORTS[sort as KeyedSort].order).limit(n);
  }
  const keyed = SORTS[sort as KeyedSort];
  const where = and(rowConditions(filter));
  query.whereRaw(where.sql, where.bindings);
  if (filter.after) query.whereRaw(keyed.after, filter.after);
  return query.orderByRaw(keyed.order).limit(n);
}
