import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { planEachTime, LIMIT_IN_TEXT } from '../../db/preparedStatements';
import {
  and,
  narrowConditions,
  RATING_KEY,
  scopeConditions,
  sortOf,
  SORTS,
  type KeyedSort,
  type ProductListFilter,
} from './products.filters';
import type { SearchFacts } from './products.searchFacts';
import { searchHits } from './products.searchHits';
import type { ParsedSearch } from './products.tsquery';

/** A search's words, parsed, and the facts read for them before its page (products.searchFacts.ts). */
export interface PreparedSearch {
  parsed: ParsedSearch;
  facts: SearchFacts;
}

/**
 * Narrows `query` (products as `p`) to one page of `filter`, ordered, plus one row to tell whether more
 * follow. A search reads its page's ids first (see `searchHits`) and joins only those; `search` is
 * undefined when its text holds nothing to search for, and then nothing matches.
 */
export function applyProductFilters(
  db: Db,
  query: Knex.QueryBuilder,
  filter: ProductListFilter,
  search?: PreparedSearch,
) {
  const n = filter.limit + 1;
  if (filter.search !== undefined && search === undefined) return query.whereRaw('false');
  const sort = sortOf(filter, search?.parsed);
  if (sort === 'rating') query.select(db.raw(`${RATING_KEY} AS rating_key`));
  // Which rows a price or rating range keeps, and how a search finds its words, decide the best plan.
  const narrowed = narrowConditions(filter);
  if (narrowed.length > 0) planEachTime(query);
  if (search !== undefined) {
    const hits = searchHits({ ...filter, sort }, search.parsed, n, search.facts);
    if (!hits) return query.whereRaw('false');
    if (!hits.keepsPlan) planEachTime(query);
    query.join(db.raw(`(${hits.sql}) AS hits`, hits.bindings), 'hits.id', 'p.id');
    if (sort === 'relevance') {
      return query
        .select('hits.tier as relevance_tier')
        .orderByRaw('hits.tier DESC, p.id DESC')
        .limit(n, LIMIT_IN_TEXT);
    }
    return query.orderByRaw(SORTS[sort as KeyedSort].order).limit(n, LIMIT_IN_TEXT);
  }
  const keyed = SORTS[sort as KeyedSort];
  const where = and([...scopeConditions(filter), ...narrowed]);
  query.whereRaw(where.sql, where.bindings);
  if (filter.after) query.whereRaw(keyed.after, filter.after);
  return query.orderByRaw(keyed.order).limit(n, LIMIT_IN_TEXT);
}
