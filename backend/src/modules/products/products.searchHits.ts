import {
  and,
  inPriceOrder,
  narrowConditions,
  priceConditions,
  ratingConditions,
  scopeConditions,
  SEARCH_WINDOW,
  sortLedConditions,
  SORTS,
  type Fragment,
  type KeyedSort,
  type ProductListFilter,
} from './products.filters';
import { MERGED_WORDS, type SearchFacts } from './products.searchFacts';
import type { ParsedSearch } from './products.tsquery';

const KEY_COLUMNS = 'p.id, p.price, p.stars_total, p.review_count';
const SEARCH_COLUMNS = `${KEY_COLUMNS}, p.search, p.title_search`;

/** How many times a page the window should hold, by the estimate, before it is read. */
const COMMON_MARGIN = 1.5;

/**
 * The matches of a search when the window does not hold them: up to `n` ids, in order. `unlessFound` is a
 * condition that holds when the window's page did not do, or `true` when no window was read.
 */
type Fallback = (unlessFound: string) => Fragment;

/**
 * Up to `n` ids matching `match`, in `order`, whatever the words' frequency, and never a walk of the whole
 * catalogue. Common words (by the estimate, `windowFirst`): the sort's own index is read in order until
 * a page of matches is found, at most SEARCH_WINDOW rows; a window that holds too few matches falls back
 * at run time. Rare and absent words go to the fallback at once (the GIN index, or the postings of one
 * word), whose few rows are sorted in memory.
 */
function boundedSearch(
  scope: Fragment,
  narrow: Fragment,
  match: Fragment,
  order: string,
  n: number,
  window: number | undefined,
  fallback: Fallback,
): Fragment {
  if (window === undefined) {
    const direct = fallback('true');
    return { sql: `SELECT id FROM (${direct.sql}) bounded`, bindings: direct.bindings };
  }
  const rows: WindowRows = {
    sql: (columns) =>
      `SELECT ${columns} FROM products p WHERE ${scope.sql} ORDER BY ${order} LIMIT ${window}`,
    bindings: scope.bindings,
    size: window,
  };
  const checks = { sql: `${narrow.sql} AND ${match.sql}`, bindings: [...narrow.bindings, ...match.bindings] };
  return windowThenFallback(rows, SEARCH_COLUMNS, checks, order, n, fallback);
}

/** At most `size` rows in a page's order, as `sql` selects the columns it is given. */
interface WindowRows {
  sql: (columns: string) => string;
  bindings: Fragment['bindings'];
  size: number;
}

/**
 * The first `n` rows of `rows` (selected as `columns`) that pass `checks`, in `order`; when the window held
 * fewer and was full, `fallback`'s instead, chosen at run time.
 */
function windowThenFallback(
  rows: WindowRows,
  columns: string,
  checks: Fragment,
  order: string,
  n: number,
  fallback: Fallback,
): Fragment {
  const rest = fallback('NOT (SELECT ok FROM enough)');
  // `found` has no ORDER BY of its own: the window's rows come in its order (a subquery scan, no join or
  // sort in between), so the walk stops at the n-th match instead of reading the whole window. Sorting
  // again would read it all, since the planner cannot match an expression key (rating) through the subquery.
  // The window is counted only when it held too few matches.
  const sql = `SELECT id FROM (
    WITH found AS MATERIALIZED (
      SELECT p.* FROM (${rows.sql(columns)}) p WHERE ${checks.sql} LIMIT ${n}
    ), enough AS MATERIALIZED (
      SELECT (SELECT count(*) FROM found) >= ${n}
        OR (SELECT count(*) FROM (${rows.sql('')}) win) < ${rows.size} AS ok
    )
    (SELECT p.id FROM found p WHERE (SELECT ok FROM enough) ORDER BY ${order})
    UNION ALL (${rest.sql})
  ) bounded`;
  return { sql, bindings: [...rows.bindings, ...checks.bindings, ...rows.bindings, ...rest.bindings] };
}

/** The matches from the GIN indexes; `OFFSET 0` keeps the planner from turning it into an ordered walk. */
const fromGin =
  (scope: Fragment, narrow: Fragment, match: Fragment, order: string, n: number): Fallback =>
  (unlessFound) => ({
    sql: `SELECT p.id FROM (
       SELECT ${KEY_COLUMNS} FROM products p
       WHERE ${scope.sql} AND ${narrow.sql} AND ${match.sql} AND ${unlessFound} OFFSET 0
     ) p ORDER BY ${order} LIMIT ${n}`,
    bindings: [...scope.bindings, ...narrow.bindings, ...match.bindings],
  });

type TitleMatch = 'title' | 'not title' | 'any';

/**
 * What a read of the postings in rating or price order states so that it may use those orders' indexes
 * (migrations 016 and 017), which hold only the postings that satisfy it (every one). No other read states
 * it, so the planner never weighs them for another order: there, with the word's row count out of its sight
 * (about 460 rows for any word) and a filter leaving fewer than a page, it read a word's postings whole
 * through the smallest index and sorted them, rather than walking the primary key in product order and
 * stopping at a page (`q=made&min_price=20&max_price=80`, 103,324 postings: 48 ms against about 1).
 */
const IN_SORT_INDEX: Fragment = { sql: 'p.id > 0', bindings: [] };

/**
 * `condition` as a check on each row read, never a bound of an index range: a price range in rating order,
 * where each word is read in rating order until a page. As a bound, with each word's size out of its sight,
 * the planner read every posting of the range through the price index and sorted them
 * (`q=hand&min_price=300&sort=rating`: 29,000 postings, 23 ms, against 245 and 1.2 ms).
 */
const checkedOnly = (condition: Fragment): Fragment => ({
  sql: `(${condition.sql}) IS TRUE`,
  bindings: condition.bindings,
});

/**
 * Most postings a one-word search may hold in its price range, by the estimate (`SearchFacts.rangePostings`),
 * for the range to bound a read of the postings' price index in any order: those postings read whole and
 * sorted cost less than a walk in the order's index that refuses most of what it reads (`q=hand&max_price=12`,
 * 2,040 postings in the range: each tier's walk read 24,700).
 */
const PRICE_INDEX_ROWS = 4000;

/**
 * Whether a one-word search's postings in `filter`'s price range, `postings` of them by the estimate
 * (`SearchFacts.rangePostings`), are read through the postings' price index (PRICE_INDEX_ROWS).
 */
export function readsPriceIndex(filter: ProductListFilter, postings: number | undefined): boolean {
  const most = filter.priceIndexRows ?? PRICE_INDEX_ROWS;
  return most > 0 && (postings ?? Infinity) <= most;
}

/**
 * Most postings, by the estimate, that a one-word search in newest-first order (relevance's tiers too) reads
 * through the price index (`fencesPriceIndex`). Each is then checked and the lot sorted: past about a
 * thousand, a walk in product order that stops at a page did better (`q=made&max_price=20`, a range of
 * 3,807 products: 23.9 ms against 9.1). A walk in rating order, checking each posting's price, stops
 * later: there the price index did better up to PRICE_INDEX_ROWS (`q=made&max_price=12&sort=rating`, a
 * range of 1,777: 7.3 ms against 8.8).
 */
const FENCED_ROWS = 1000;

/**
 * Whether a one-word search's postings in `filter`'s price range are few enough by the estimate to be read
 * through the price index with a plan kept: in price order, as the index holds them; in another, behind a
 * fence (see `fromPostings`).
 */
export function fencesPriceIndex(filter: ProductListFilter, postings: number | undefined): boolean {
  const newestFirst = filter.sort === 'relevance' || filter.sort === 'newest';
  return readsPriceIndex(filter, postings) && (!newestFirst || (postings ?? Infinity) <= FENCED_ROWS);
}

/**
 * A word's postings (rows of `search_postings` with their `price`, and their product as `id`) in `filter`'s
 * price range, read in price order behind a fence (`OFFSET 0`): only the postings' price index gives that
 * order without a sort, so a plan kept with the range out of the planner's sight reads that index whatever
 * the range, instead of a walk in another order that a narrow range would make refuse nearly every posting.
 * `around` wraps a statement of the postings; `hidden` as `priceConditions`.
 */
function byPriceFenced(filter: ProductListFilter, hidden: boolean) {
  const range = and([...priceConditions(filter, hidden), IN_SORT_INDEX]);
  return {
    around: (postings: string) =>
      `SELECT * FROM (${postings}) p WHERE ${range.sql} ORDER BY p.price OFFSET 0`,
    bindings: range.bindings,
  };
}

/**
 * Up to `n` ids of a one-word search from `search_postings` alone (see migration 009), read from the
 * primary key's leaf pages (or the title words' index), one of three ways by what its range holds:
 * - one postings word: its rows, in the order's index (product, rating or price: migrations 009, 016, 017);
 * - up to MERGED_WORDS words: each word's first `n` rows in the order's index, merged (a word's postings are
 *   in each sort's order in an index, so a page stops after a page, whatever the frequency; every product in
 *   the merged page is among the first `n` of each word it holds);
 * - otherwise every row of the range, one per product (a prefix may match several words of one product),
 *   filtered and sorted in memory. A window rather than GROUP BY: the planner cannot estimate a range whose
 *   ends come from the query, and a hash aggregate sized for its guess (~50k groups) cost 20 ms to set up
 *   even when the word matched nothing.
 */
function fromPostings(
  filter: ProductListFilter,
  after: Fragment[],
  title: TitleMatch,
  order: string,
  n: number,
  range: NonNullable<SearchFacts['range']>,
  { byPrice, fences, keepsPlan }: { byPrice: boolean; fences: boolean; keepsPlan: boolean },
): Fallback {
  const wordByWord = 'sql' in range || range.words.length <= MERGED_WORDS;
  // Through the price index in another order, each word's postings in the range are read fenced in price
  // order (`byPriceFenced`), which states the range and IN_SORT_INDEX itself.
  const fence =
    fences && !inPriceOrder(filter.sort) && wordByWord ? byPriceFenced(filter, keepsPlan) : undefined;
  const price = priceConditions(filter, keepsPlan);
  const inIndex = order !== 'p.id DESC' || byPrice;
  const conditions = [
    ...after,
    ...(fence ? [] : filter.sort === 'rating' && !byPrice ? price.map(checkedOnly) : price),
    ...ratingConditions(filter, keepsPlan),
    ...(inIndex && !fence ? [IN_SORT_INDEX] : []),
  ];
  if (filter.category !== undefined) {
    // A statement that keeps one plan (`SearchHits.keepsPlan`) has the category out of the planner's sight
    // too. Seen, it priced a plan for one category below the same plan for any category (30,476 against
    // 70,964 for "handmade" in category 1), and PostgreSQL planned every run: 2.2 ms.
    const category = keepsPlan ? '(SELECT ?::integer)' : '?';
    conditions.push({ sql: `p.category_id = ${category}`, bindings: [filter.category] });
  }
  const where = and(conditions);
  const titleOnly = { title: ' AND p.in_title', 'not title': ' AND NOT p.in_title', any: '' }[title];
  const columns = 's.product_id AS id, s.category_id, s.price, s.stars_total, s.review_count';
  const postingsOf = (lexeme: string) =>
    `SELECT ${columns}, s.in_title FROM search_postings s WHERE s.lexeme = ${lexeme}`;
  const ofWord = (lexeme: string) => (fence ? fence.around(postingsOf(lexeme)) : postingsOf(lexeme));
  const ofWordBindings = fence?.bindings ?? [];
  // The words are out of the planner's sight: seen, a rare word's own plan priced its few rows below a kept
  // plan's guess and PostgreSQL planned every run ("moonstone": 0.6 ms a page, 0.1 with one plan; merged,
  // "embroidered" 1.1 and 0.3).
  const words: Fragment =
    'sql' in range
      ? { sql: range.sql, bindings: [] }
      : { sql: '(SELECT ?::text[])', bindings: [range.words] };

  if (!('sql' in range) && range.words.length === 1) {
    return (unlessFound) => ({
      sql: `SELECT p.id FROM (${ofWord('(SELECT ?::text)')}) p
        WHERE ${unlessFound} AND ${where.sql}${titleOnly} ORDER BY ${order} LIMIT ${n}`,
      bindings: [range.words[0]!, ...ofWordBindings, ...where.bindings],
    });
  }
  if (wordByWord) {
    // A product counts as a description match only if none of the range's words is in its title.
    const noTitleWord =
      title === 'not title'
        ? ` AND NOT EXISTS (SELECT 1 FROM unnest(${words.sql}) AS w(lexeme) JOIN search_postings t
            ON t.lexeme = w.lexeme AND t.product_id = p.id AND t.in_title)`
        : '';
    // A product's postings all carry its price and review totals, so grouping by them keeps one row each.
    const keys = order === 'p.id DESC' ? 'p.id' : 'p.id, p.price, p.stars_total, p.review_count';
    return (unlessFound) => ({
      sql: `SELECT p.id FROM unnest(${words.sql}) AS w(lexeme) CROSS JOIN LATERAL (
          SELECT ${keys} FROM (${ofWord('w.lexeme')}) p
          WHERE ${where.sql}${titleOnly}${noTitleWord} ORDER BY ${order} LIMIT ${n}
        ) p
        WHERE ${unlessFound} GROUP BY ${keys} ORDER BY ${order} LIMIT ${n}`,
      bindings: [
        ...words.bindings,
        ...ofWordBindings,
        ...where.bindings,
        ...(noTitleWord ? words.bindings : []),
      ],
    });
  }
  // The title tier reads the title words' own postings (a partial index): every row there is in the title.
  const [inTitle, titleRows] =
    title === 'title' ? ['true', ' AND s.in_title'] : ['bool_or(s.in_title) OVER product', ''];
  return (unlessFound) => ({
    sql: `SELECT p.id FROM (
        SELECT ${columns}, ${inTitle} AS in_title, row_number() OVER product AS nth
        FROM search_postings s
        WHERE s.lexeme >= ?::text COLLATE "C" AND s.lexeme < ?::text COLLATE "C" AND ${unlessFound}${titleRows}
        WINDOW product AS (PARTITION BY s.product_id)
      ) p WHERE p.nth = 1 AND ${where.sql}${titleOnly} ORDER BY ${order} LIMIT ${n}`,
    bindings: [range.lexeme, range.upper, ...where.bindings],
  });
}

/** How many pages of the first word's postings a search of several words reads before the GIN index. */
const INTERSECTION_WINDOW = 2;

/** A tsquery of plain words joined by `&`, as the facts parse it: `'walnut' & 'cut'`. */
const PLAIN_WORDS = /^'[\p{L}\p{N}]+'(?: & '[\p{L}\p{N}]+')*$/u;

/**
 * The postings words each match must hold, one list per word of the search (any of them will do): the words
 * before a last-word prefix, then the words the prefix starts. Undefined unless the search is two or more
 * plain words, all required: a phrase, `or`, a negation or a hyphenated word ("hand-knit") match otherwise.
 */
function requiredWords(search: ParsedSearch, facts: SearchFacts): string[][] | undefined {
  if (search.quoted || search.hasOr) return undefined;
  const words = (text: string) =>
    PLAIN_WORDS.test(text) ? text.split(' & ').map((word) => [word.slice(1, -1)]) : undefined;
  const terms =
    search.beforePrefix === undefined
      ? words(facts.query)
      : facts.beforeQuery && facts.prefixWords
        ? [...(words(facts.beforeQuery) ?? []), facts.prefixWords]
        : undefined;
  return terms && terms.length >= 2 && terms.every((term) => term.length > 0) ? terms : undefined;
}

/**
 * Up to `n` ids of a search of several required words over the whole catalogue, newest first: the first
 * word's postings are read in product order, at most `window` rows, and a product is kept when each other
 * word has a posting for it too (an index probe). Words that come together ("cutting board", 5,000 products
 * each, always together) stop after a page instead of gathering every match of both through the GIN index
 * and sorting them (4 ms); when the window holds fewer than `n` matches, `fallback` runs at run time.
 * `title` narrows to, or leaves out, the products whose title holds every word, as `title_search @@` does
 * for such a search.
 */
function fromIntersection(
  words: string[][],
  after: Fragment[],
  title: TitleMatch,
  n: number,
  window: number,
  fallback: Fallback,
): Fragment {
  // The words before a prefix come first, each one postings word (see requiredWords).
  const [[first], ...others] = words as [[string], ...string[][]];
  const scope = and(after);
  const holds = (inTitle: boolean) => (alternatives: string[]) => ({
    sql: `EXISTS (SELECT 1 FROM search_postings t
      WHERE t.lexeme = ANY((SELECT ?::text[])::text[]) AND t.product_id = p.id${inTitle ? ' AND t.in_title' : ''} OFFSET 0)`,
    bindings: [alternatives],
  });
  const everyOther = and(others.map(holds(title === 'title')));
  const titleHoldsAll = and([{ sql: 'p.in_title', bindings: [] }, ...others.map(holds(true))]);
  const checks = and([
    everyOther,
    ...(title === 'not title'
      ? [{ sql: `NOT (${titleHoldsAll.sql})`, bindings: titleHoldsAll.bindings }]
      : []),
  ]);
  const rows: WindowRows = {
    sql: (columns) => `SELECT ${columns} FROM (
      SELECT s.product_id AS id, s.in_title
      FROM search_postings s WHERE s.lexeme = (SELECT ?::text)${title === 'title' ? ' AND s.in_title' : ''}
    ) p WHERE ${scope.sql} ORDER BY p.id DESC LIMIT ${window}`,
    bindings: [first, ...scope.bindings],
    size: window,
  };
  return windowThenFallback(rows, 'p.*', checks, 'p.id DESC', n, fallback);
}

/** A postings word as a tsquery operand, taken as it is (not stemmed again). */
const lexemeOperand = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;

/**
 * The search's tsquery, as the facts parsed it. A last-word prefix that starts few words is spelt out as
 * them: `'walnut' & 'bowl':*` becomes `'walnut' & 'bowl'` (or `& ('bowl' | 'bowlful')`), which matches the
 * same products (the postings hold every word of every listed product) and lets the GIN indexes skip through
 * each word's entries. `hidden` puts it out of the planner's sight (see `SearchHits.keepsPlan`).
 */
function searchTsquery(search: ParsedSearch, facts: SearchFacts, hidden: boolean): Fragment {
  const sql = hidden ? '(SELECT ?::tsquery)' : '?::tsquery';
  if (search.beforePrefix === undefined || !facts.prefixWords) return { sql, bindings: [facts.query] };
  const started = `(${facts.prefixWords.map(lexemeOperand).join(' | ')})`;
  // Words before the prefix that are all stop words parse to an empty query, which matches every text.
  const before = facts.beforeQuery ? `(${facts.beforeQuery}) & ` : '';
  return { sql, bindings: [before + started] };
}

/** A price range holding at most this many listed products is read whole, in price order. */
const SHORT_RANGE = 1500;

/**
 * How many times SHORT_RANGE a range's estimated size must be for it to go uncounted: the statistics' histogram
 * holds a hundredth of the catalogue in each of its buckets, and a range's ends may be off by about one each.
 * A range estimated short is counted all the same: read whole past its size, a page would miss products.
 */
const CLEARLY_LONG = 4;

/**
 * The listed products in `filter`'s price range, by price: the entries of `(price, id)` a short range reads;
 * `hidden` as `priceConditions`.
 */
const inPriceRange = (filter: ProductListFilter, hidden = false) =>
  and([{ sql: 'p.archived_at IS NULL', bindings: [] }, ...priceConditions(filter, hidden)]);

/**
 * Whether `filter`'s price range holds at most SHORT_RANGE listed products (`shortRange` when set), as a
 * boolean expression for the search's facts (an index-only walk of at most that many entries plus one, 0.5-0.7
 * ms here); undefined without a price range, or when `estimatedRows` (the statistics') is clearly longer.
 * Known before the page is built, the page holds the way that range calls for alone: with both ways behind a
 * run-time switch, a page planned for its values took 1.42 ms to plan, against 0.62-0.83 ms for either way.
 */
export function shortRangeCount(filter: ProductListFilter, estimatedRows?: number): Fragment | undefined {
  const short = filter.shortRange ?? SHORT_RANGE;
  if (!priceConditions(filter).length || short === 0) return undefined;
  if (estimatedRows !== undefined && estimatedRows > CLEARLY_LONG * short) return undefined;
  const range = inPriceRange(filter);
  return {
    sql: `(SELECT count(*) <= ${short} FROM (SELECT FROM products p WHERE ${range.sql} LIMIT ${short + 1}) r)`,
    bindings: range.bindings,
  };
}

/**
 * A short price range's matches (see `shortRangeCount`): the range read whole in price order, each row
 * checked for the words and the rest of the filter, then sorted. Every other way starts from the words or
 * the sort and refuses nearly every row it reads when the range is narrow (`q=hand&max_price=5`, two
 * matches: the postings of the 19 words `hand` starts, 115,060 rows, 20 ms).
 */
function shortRangePage(
  filter: ProductListFilter,
  checks: Fragment,
  tier: Fragment,
  order: string,
  n: number,
  word: string | undefined,
) {
  const range = inPriceRange(filter, true);
  const short = filter.shortRange ?? SHORT_RANGE;
  const columns = `${SEARCH_COLUMNS}, p.category_id, p.seller_id, p.archived_at`;
  const rows: Fragment = word
    ? wordInShortRange(filter, word, columns, range)
    : {
        sql: `SELECT ${columns} FROM products p WHERE ${range.sql} ORDER BY p.price, p.id LIMIT ${short}`,
        bindings: range.bindings,
      };
  return {
    sql: `SELECT p.id, ${tier.sql} AS tier FROM (${rows.sql}) p
      WHERE ${checks.sql} ORDER BY ${order} LIMIT ${n}`,
    bindings: [...tier.bindings, ...rows.bindings, ...checks.bindings],
  };
}

/**
 * The products of a short price range whose postings hold `word`, a word every match must contain: its
 * postings in the range, read through the postings' price index (`byPriceFenced`, with the plan kept), then
 * their products. Every match of the search is among them, so checking these instead of the whole range
 * finds the same page, without matching the text of products the word rules out
 * (`q=ceramic mug&max_price=8`: 761 products' texts, against the few holding "ceramic").
 */
function wordInShortRange(
  filter: ProductListFilter,
  word: string,
  columns: string,
  range: Fragment,
): Fragment {
  const fence = byPriceFenced(filter, true);
  const postings = fence.around(
    'SELECT s.product_id AS id, s.price FROM search_postings s WHERE s.lexeme = (SELECT ?::text)',
  );
  return {
    sql: `SELECT ${columns} FROM (${postings}) w JOIN products p ON p.id = w.id WHERE ${range.sql}`,
    bindings: [word, ...fence.bindings, ...range.bindings],
  };
}

/** A search's page of ids, and how it finds them. */
export interface SearchHits extends Fragment {
  /**
   * Whether the statement keeps one plan for every search of its shape, prepared once per connection
   * (planning a page cost 0.55-0.7 ms, about what running it does). Read from the postings alone, by index
   * probes, the plan is the same whatever the words. Over the whole catalogue, the words are one value the
   * facts parsed, kept out of the planner's sight: it then plans every search alike and keeps that plan,
   * which ran as fast as one made for the words in all 58 page statements of the mix's searches (0.51-1.04
   * of the time). A window in a category or a shop keeps its plan too: it walks the sort's index whatever
   * the words (`q=hand&category=2&sort=rating`: 1.9 ms against 1.9 ms and 0.75 of planning). Without a
   * window, in a category or a shop the planner must see the words: a plan for any words ANDs the word
   * index with the category's (`hand-knit beanie` in category 1: 5.6 ms against 1.3). With a price or
   * rating range a page is planned for its values, but for two ways whose plan the values do not change,
   * which keep one with the range out of the planner's sight: a short range read whole, and the postings
   * read in an order whose index the range cannot mislead (by price, without the price index, or word by
   * word through it behind a fence: `byPrice`, `fromPostings`). Kept, both took 0.6-1.3 ms less than a plan made each time in all but three of 305 searches
   * tried, rare words to common, narrow ranges to the whole catalogue (docs/search.md).
   */
  keepsPlan: boolean;
}

/**
 * The ids (and relevance tier) of one page of search results, found the way `facts` say will do; undefined
 * when nothing can match. Relevance ranks products whose title matches the words (tier 1) above those
 * matching through their description (tier 0), newest first within a tier: a cheap, index-backed key that
 * keyset cursors continue exactly (docs/search.md). The tiers are two bounded searches in a row; the
 * second runs only when the first leaves room.
 */
export function searchHits(
  filter: ProductListFilter,
  search: ParsedSearch,
  n: number,
  facts: SearchFacts,
): SearchHits | undefined {
  if (facts.hopeless) return undefined;
  const scope = scopeConditions(filter);
  const narrowed = narrowConditions(filter).length > 0;
  const windowSize = filter.searchWindow ?? SEARCH_WINDOW;
  const common = facts.share * windowSize >= COMMON_MARGIN * n;
  // Whether a term is one word is PostgreSQL's to say (stemming, stop words, "hand-knit"): the facts say.
  const { range } = facts;

  // Relevance orders each tier newest first.
  const order = filter.sort === 'relevance' ? 'p.id DESC' : SORTS[filter.sort as KeyedSort].order;
  // A range of few enough postings words is read word by word in the order's index (migrations 009, 016,
  // 017), which beats any window: a window refuses nearly every row under a narrow price range and then reads
  // every match through the GIN index (`q=made&max_price=12&sort=rating`, 1,700 listed products: 33 ms).
  const wordByWord = range !== undefined && ('sql' in range || range.words.length <= MERGED_WORDS);
  // Several plain words in id order over the whole catalogue: from the first word's postings. In a category
  // or a range the page is planned for its values, and the longer statement cost more to plan than it saved.
  const words =
    range === undefined &&
    order === 'p.id DESC' &&
    filter.sellerId === undefined &&
    filter.category === undefined &&
    !narrowed
      ? requiredWords(search, facts)
      : undefined;
  const window = common && !wordByWord && !words ? windowSize : undefined;
  const readsPostings = range !== undefined && window === undefined;
  const byPrice = readsPriceIndex(filter, facts.rangePostings);
  const fences = fencesPriceIndex(filter, facts.rangePostings);
  const keepsPlan = narrowed
    ? facts.shortRange === true ||
      (readsPostings && (!byPrice || inPriceOrder(filter.sort) || (fences && wordByWord)))
    : readsPostings ||
      window !== undefined ||
      (filter.category === undefined && filter.sellerId === undefined);
  const narrowing = narrowConditions(filter, keepsPlan);
  const narrow = and(narrowing);
  const tsquery = searchTsquery(search, facts, keepsPlan);
  const matching = (condition: (q: string) => string): Fragment => ({
    sql: condition(tsquery.sql),
    bindings: tsquery.bindings,
  });
  const inTitle = matching((q) => `p.title_search @@ ${q}`);
  const inText = matching((q) => `p.search @@ ${q}`);

  // A window read in price or rating order starts at the range asked for ("made" from $20 by price: 17 ms
  // through the GIN index when the window held only the cheapest products, all refused).
  const led = sortLedConditions(filter, filter.sort);
  const bounded = (after: Fragment[], match: Fragment, title: TitleMatch) => {
    const where = and([...scope, ...after]);
    if (words) {
      const fallback = fromGin(where, narrow, match, order, n);
      const window = filter.searchWindow ?? INTERSECTION_WINDOW * n;
      return fromIntersection(words, after, title, n, window, fallback);
    }
    // After a window of common words, a price or rating range is what refused its rows: the planner, which
    // sees the range and the words, then reads through the range's index or the word index, whichever is
    // narrower. The postings would be read whole (`q=hand&sort=rating&max_price=5`: 115,060 rows, 77 ms).
    const fallback =
      range && !(window !== undefined && narrowed)
        ? fromPostings(filter, after, title, order, n, range, { byPrice, fences, keepsPlan })
        : fromGin(where, narrow, match, order, n);
    return boundedSearch(and([...scope, ...led, ...after]), narrow, match, order, n, window, fallback);
  };
  // `after`: the cursor as a condition on a product row; `pageOrder`: the page's order over such rows.
  const finish = (hits: Fragment, tier: Fragment, after: Fragment[], pageOrder: string): SearchHits => {
    if (!facts.shortRange) return { ...hits, keepsPlan };
    const checks = and([...scope, ...narrowing, inText, ...after]);
    // Several plain words: a short range's products are read through the first word's postings.
    const [first] = requiredWords(search, facts)?.[0] ?? [];
    return { ...shortRangePage(filter, checks, tier, pageOrder, n, first), keepsPlan };
  };

  if (filter.sort !== 'relevance') {
    const sort = SORTS[filter.sort as KeyedSort];
    const after = filter.after ? [{ sql: sort.after, bindings: filter.after }] : [];
    const hits = bounded(after, inText, 'any');
    return finish(
      { sql: `SELECT id, 0 AS tier FROM (${hits.sql}) h`, bindings: hits.bindings },
      { sql: '0', bindings: [] },
      after,
      order,
    );
  }
  const [afterTier, afterId] = filter.after ?? [];
  const tiers: Fragment[] = [];
  if (afterTier === undefined || afterTier === 1) {
    const after = afterTier === 1 ? [{ sql: 'p.id < ?', bindings: [afterId!] }] : [];
    // `IS TRUE` keeps the whole-text check a filter: the title's index alone finds the candidates.
    const titleFirst = and([inTitle, matching((q) => `(p.search @@ ${q}) IS TRUE`)]);
    const hits = bounded(after, titleFirst, 'title');
    tiers.push({
      sql: `(SELECT id, 1 AS tier FROM (${hits.sql}) t1 ORDER BY id DESC)`,
      bindings: hits.bindings,
    });
  }
  const after = afterTier === 0 ? [{ sql: 'p.id < ?', bindings: [afterId!] }] : [];
  const descriptionOnly = and([inText, matching((q) => `NOT p.title_search @@ ${q}`)]);
  const hits = bounded(after, descriptionOnly, 'not title');
  tiers.push({
    sql: `(SELECT id, 0 AS tier FROM (${hits.sql}) t0 ORDER BY id DESC)`,
    bindings: hits.bindings,
  });
  const tier = matching((q) => `CASE WHEN p.title_search @@ ${q} THEN 1 ELSE 0 END`);
  return finish(
    {
      sql: `SELECT * FROM (${tiers.map((t) => t.sql).join(' UNION ALL ')} LIMIT ${n}) tiers`,
      bindings: tiers.flatMap((t) => t.bindings),
    },
    tier,
    filter.after
      ? [
          {
            sql: `(${tier.sql}, p.id) < (?::integer, ?::integer)`,
            bindings: [...tier.bindings, ...filter.after],
          },
        ]
      : [],
    'tier DESC, p.id DESC',
  );
}
