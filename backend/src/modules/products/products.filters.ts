import type { Knex } from 'knex';
import type { ProductSort } from './products.schemas';
import type { ParsedSearch } from './products.tsquery';

/**
 * The rating sort orders by the product's own reviews (stars_total / review_count), not the seller's:
 * it ranks items, and the product row carries both totals. The average is kept as an exact integer
 * (thousandths) so a cursor compares it without float drift; unreviewed products come last.
 */
export const RATING_KEY =
  'CASE WHEN p.review_count > 0 THEN (p.stars_total::bigint * 1000) / p.review_count ELSE -1 END';

export type SortKeys = (string | number)[];

export type KeyedSort = Exclude<ProductSort, 'relevance'>;

/**
 * A cursor's key as a value the planner cannot see. Seen, it guessed how many rows each cursor leaves, so a
 * plan kept for a deep page always looked dearer than one made for the value and every deep page was
 * planned again (newest first in a category, by price): 0.23-0.29 ms each time. Unseen, both plans cost
 * the same and the kept one is used; the index range is the same either way.
 */
const key = (type: string) => `(SELECT ?::${type})`;

/** How each sort orders rows and continues after a cursor's keys (a row comparison, so one index range). */
export const SORTS: Record<KeyedSort, { order: string; after: string }> = {
  newest: { order: 'p.id DESC', after: `p.id < ${key('integer')}` },
  price_asc: {
    order: 'p.price ASC, p.id ASC',
    after: `(p.price, p.id) > (${key('numeric')}, ${key('integer')})`,
  },
  price_desc: {
    order: 'p.price DESC, p.id DESC',
    after: `(p.price, p.id) < (${key('numeric')}, ${key('integer')})`,
  },
  rating: {
    order: `${RATING_KEY} DESC, p.review_count DESC, p.id DESC`,
    after: `(${RATING_KEY}, p.review_count, p.id) < (${key('bigint')}, ${key('integer')}, ${key('integer')})`,
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
  /** Rows of the sort's index a search reads before asking a word index (SEARCH_WINDOW); 0 always asks. */
  searchWindow?: number;
  /** Most listed products a price range may hold for a search to read it whole (SHORT_RANGE); 0: never. */
  shortRange?: number;
  /** Most postings a one-word search may hold in a price range, by the estimate, to be read by price (PRICE_INDEX_ROWS); 0: never. */
  priceIndexRows?: number;
}

/** How many rows of the sort's own index a search reads before it asks the full-text index instead. */
export const SEARCH_WINDOW = 1500;

/** A piece of SQL and the values of its `?` placeholders, in order. */
export interface Fragment {
  sql: string;
  bindings: Knex.RawBinding[];
}

export const and = (parts: Fragment[]): Fragment => ({
  sql: parts.map((part) => `(${part.sql})`).join(' AND ') || 'true',
  bindings: parts.flatMap((part) => part.bindings),
});

/** Where a list starts: listed, the shop, the category; an index leads each sort within these. */
export function scopeConditions(filter: ProductListFilter): Fragment[] {
  const parts: Fragment[] = [{ sql: 'p.archived_at IS NULL', bindings: [] }];
  if (filter.sellerId !== undefined) parts.push({ sql: 'p.seller_id = ?', bindings: [filter.sellerId] });
  if (filter.category !== undefined) parts.push({ sql: 'p.category_id = ?', bindings: [filter.category] });
  return parts;
}

/** A bound of `type`, out of the planner's sight when `hidden` (see `key`), for a statement that keeps its plan. */
const bound = (type: string, hidden: boolean) => (hidden ? key(type) : `?::${type}`);

export const priceConditions = (filter: ProductListFilter, hidden = false): Fragment[] => [
  ...(filter.minPrice === undefined
    ? []
    : [{ sql: `p.price >= ${bound('numeric', hidden)}`, bindings: [filter.minPrice] }]),
  ...(filter.maxPrice === undefined
    ? []
    : [{ sql: `p.price <= ${bound('numeric', hidden)}`, bindings: [filter.maxPrice] }]),
];

export const ratingConditions = (filter: ProductListFilter, hidden = false): Fragment[] =>
  filter.minRating === undefined
    ? []
    : [
        {
          sql: `${RATING_KEY} >= ${bound('bigint', hidden)}`,
          bindings: [Math.round(filter.minRating * 1000)],
        },
      ];

/** Price and rating: checked on each row the scope yields; `hidden` as `priceConditions`. */
export function narrowConditions(filter: ProductListFilter, hidden = false): Fragment[] {
  return [...priceConditions(filter, hidden), ...ratingConditions(filter, hidden)];
}

/** Whether `sort` is one of the price orders. */
export const inPriceOrder = (sort: ProductSort) => sort === 'price_asc' || sort === 'price_desc';

/**
 * The price range when a list is in price order: a walk of the price indexes (`(price, id)`, and
 * `(category_id, price, id)` in a category) starts and stops at it instead of reading past the rows it
 * refuses. The rating index leads with no category, so a minimum rating stays a filter: as a bound in a
 * category the planner read every product above it and sorted them (11.7 ms against 6.1).
 */
export function sortLedConditions(filter: ProductListFilter, sort: ProductSort): Fragment[] {
  return inPriceOrder(sort) ? priceConditions(filter) : [];
}

/** Relevance needs words to rank by; without them the list is newest first. */
export const sortOf = (filter: ProductListFilter, search: ParsedSearch | undefined): ProductSort =>
  filter.sort === 'relevance' && search === undefined ? 'newest' : filter.sort;

/**
 * The columns of a page `applyProductFilters` selects besides each product's card: the keys its sort orders
 * by and its cursor holds, in the cursor's order.
 */
export const PAGE_KEYS = {
  newest: ['id'],
  price_asc: ['price', 'id'],
  price_desc: ['price', 'id'],
  rating: ['rating_key', 'review_count', 'id'],
  relevance: ['relevance_tier', 'id'],
} as const satisfies Record<ProductSort, readonly string[]>;

/** Each sort's order over the columns of a page `applyProductFilters` selects, for a statement around it. */
export const PAGE_ORDER: Record<ProductSort, string> = {
  newest: 'id DESC',
  price_asc: 'price ASC, id ASC',
  price_desc: 'price DESC, id DESC',
  rating: 'rating_key DESC, review_count DESC, id DESC',
  relevance: 'relevance_tier DESC, id DESC',
};
