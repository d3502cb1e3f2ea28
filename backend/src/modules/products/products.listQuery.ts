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
import { selectCards } from './products.query';
import { searchHits } from './products.searchHits';
import type { ParsedSearch } from './products.tsquery';

/** A search's words, parsed, and the facts read for them before its page (products.searchFacts.ts). */
export interface PreparedSearch {
  parsed: ParsedSearch;
  facts: SearchFacts;
}

/**
 * One page of `filter` as a query of cards (see `selectCards`), ordered, plus one row to tell whether more
 * follow; its columns besides `card` are the sort's `PAGE_KEYS`. A search reads its page's ids first (see
 * `searchHits`) and joins only those; `search` is undefined when its text holds nothing to search for, and
 * then nothing matches.
 */
export function applyProductFilters(db: Db, filter: ProductListFilter, search?: PreparedSearch) {
  const n = filter.limit + 1;
  const sort = sortOf(filter, search?.parsed);
  if (filter.search !== undefined && search === undefined) return nothing(db);
  // Which rows a price or rating range keeps, and how a search finds its words, decide the best plan: a
  // search's page says whether it keeps one (`SearchHits.keepsPlan`).
  const narrowed = narrowConditions(filter);
  const planned = (query: Knex.QueryBuilder, keepsPlan = narrowed.length === 0) =>
    keepsPlan ? query : planEachTime(query);
  if (search !== undefined) {
    const hits = searchHits({ ...filter, sort }, search.parsed, n, search.facts);
    if (!hits) return nothing(db);
    const found = db.raw(`(${hits.sql}) AS hits`, hits.bindings);
    if (sort === 'relevance' || sort === 'newest') {
      // Every hit is a listed product, and the hits hold the keys of these orders: their cards are the page.
      const query = planned(
        db('product_cards as card').join(found, 'hits.id', 'card.product_id').select('hits.id', 'card.card'),
        hits.keepsPlan,
      );
      if (sort === 'newest') return query.orderByRaw('hits.id DESC').limit(n, LIMIT_IN_TEXT);
      return query
        .select('hits.tier as relevance_tier')
        .orderByRaw('hits.tier DESC, hits.id DESC')
        .limit(n, LIMIT_IN_TEXT);
    }
    return planned(keyedCards(db, sort), hits.keepsPlan)
      .join(found, 'hits.id', 'p.id')
      .orderByRaw(SORTS[sort].order)
      .limit(n, LIMIT_IN_TEXT);
  }
  const keyed = SORTS[sort as KeyedSort];
  const where = and([...scopeConditions(filter), ...narrowed]);
  const query = planned(keyedCards(db, sort as KeyedSort)).whereRaw(where.sql, where.bindings);
  if (filter.after) query.whereRaw(keyed.after, filter.after);
  return query.orderByRaw(keyed.order).limit(n, LIMIT_IN_TEXT);
}

/** The cards of listed products with `sort`'s keys, the rating's own key computed. */
function keyedCards(db: Db, sort: KeyedSort): Knex.QueryBuilder {
  const query = selectCards(db, sort);
  return sort === 'rating' ? query.select(db.raw(`${RATING_KEY} AS rating_key`)) : query;
}

/** A page of nothing, in the columns of any page. */
const nothing = (db: Db) => selectCards(db, 'newest').whereRaw('false');
