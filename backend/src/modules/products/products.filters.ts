import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { planEachTime } from '../../db/preparedStatements';
import type { ProductSort } from './products.schemas';
import { parseSearch, type ParsedSearch } from './products.tsquery';

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
  /** Rows of the sort's index a search reads before asking a word index (SEARCH_WINDOW); 0 always asks. */
  searchWindow?: number;
}

/** How many rows of the sort's own index a search reads before it asks the full-text index instead. */
export const SEARCH_WINDOW = 1500;

/** A piece of SQL and the values of its `?` placeholders, in order. */
export interface Fragment {
  sql: string;
  bindings: Knex.RawBinding[];
}

const and = (parts: Fragment[]): Fragment => ({
  sql: parts.map((part) => `(${part.sql})`).join(' AND ') || 'true',
  bindings: parts.flatMap((part) => part.bindings),
});

/** Where a list starts: listed, the shop, the category; an index leads each sort within these. */
function scopeConditions(filter: ProductListFilter): Fragment[] {
  const parts: Fragment[] = [{ sql: 'p.archived_at IS NULL', bindings: [] }];
  if (filter.sellerId !== undefined) parts.push({ sql: 'p.seller_id = ?', bindings: [filter.sellerId] });
  if (filter.category !== undefined) parts.push({ sql: 'p.category_id = ?', bindings: [filter.category] });
  return parts;
}

/** Price and rating: checked on each row the scope yields. */
function narrowConditions(filter: ProductListFilter): Fragment[] {
  const parts: Fragment[] = [];
  if (filter.minPrice !== undefined)
    parts.push({ sql: 'p.price >= ?::numeric', bindings: [filter.minPrice] });
  if (filter.maxPrice !== undefined)
    parts.push({ sql: 'p.price <= ?::numeric', bindings: [filter.maxPrice] });
  if (filter.minRating !== undefined) {
    parts.push({ sql: `${RATING_KEY} >= ?`, bindings: [Math.round(filter.minRating * 1000)] });
  }
  return parts;
}

const KEY_COLUMNS = 'p.id, p.price, p.stars_total, p.review_count';
const SEARCH_COLUMNS = `${KEY_COLUMNS}, p.search, p.title_search`;

/**
 * Whether the words are common enough for the first SEARCH_WINDOW rows of the sort's order to hold a page
 * of matches (with a margin). Each word every match must contain, and the prefix (the words it starts,
 * together), is used by some share of the catalogue (`search_words`, against the table's size; stop words
 * do not count, an unknown word counts as 0). The share of products using all of them is estimated with
 * exponential backoff, the rarest word first: s1 * s2^(1/2) * s3^(1/4)... Words are rarely independent
 * (the product of the shares undercounts "walnut cutting board" twentyfold), nor always found together
 * (the rarest share overcounts "copper ring", 250 products of 5,000 each, and the window was read for
 * nothing). Read once per search, from the primary key.
 * `hopeless`: a word every match must contain is, once stemmed, in no listed product's postings, so
 * nothing can match and no index is asked ("walnutt bowl" would otherwise merge the GIN entries of every
 * word starting with "bowl" before finding "walnutt" empty).
 */
function commonness(search: ParsedSearch, n: number, window: number): Fragment {
  if (search.hasOr || (!search.required.length && search.prefix === undefined)) {
    return { sql: 'SELECT true AS common, false AS hopeless', bindings: [] };
  }
  const sql = `SELECT coalesce((
      SELECT exp(sum(ln(greatest(share, 1e-9)) / power(2, nth - 1))) FROM (
        SELECT share, row_number() OVER (ORDER BY share) AS nth FROM (
          SELECT least(ndoc / (SELECT greatest(reltuples, 1) FROM pg_class WHERE oid = 'products'::regclass), 1)
                 AS share
          FROM (SELECT coalesce(s.ndoc, 0) AS ndoc FROM unnest(?::text[]) AS w(word)
                LEFT JOIN search_words s ON s.word = w.word
                WHERE length(to_tsvector('english', w.word)) > 0
                UNION ALL
                SELECT (SELECT coalesce(sum(ndoc), 0) FROM search_words WHERE word LIKE ? || '%')
                WHERE ?::text IS NOT NULL) AS counts
        ) AS shares
      ) AS ranked), 1) * ${window} >= ${COMMON_MARGIN * n} AS common,
    EXISTS (SELECT 1 FROM unnest(?::text[]) AS w(word),
              unnest(tsvector_to_array(to_tsvector('english', w.word))) AS l(lexeme)
            WHERE NOT EXISTS (SELECT 1 FROM search_postings s WHERE s.lexeme = l.lexeme COLLATE "C")) AS hopeless`;
  const prefix = search.prefix && /^\p{L}+$/u.test(search.prefix) ? search.prefix : null;
  return { sql, bindings: [search.required, prefix, prefix, search.required] };
}

/** How many times a page the window should hold, by the estimate, before it is read. */
const COMMON_MARGIN = 1.5;

/**
 * Up to `n` ids matching `match`, in `order`, whatever the words' frequency, and never a walk of the whole
 * catalogue. Common words: the first SEARCH_WINDOW rows of the sort's own index are read and filtered, and
 * a page is found there. Rare and absent words (by the estimate), or a window that holds too few matches:
 * the matches come from the GIN index and are sorted in memory (few rows). The choice is made by the query
 * at run time, not by the planner's guess of how common a word is; `OFFSET 0` keeps the planner from
 * turning the index branch back into an ordered walk. `common` is the CTE of \`commonness\`.
 */
function boundedSearch(
  scope: Fragment,
  narrow: Fragment,
  match: Fragment,
  order: string,
  n: number,
  window: number,
  postings?: Fragment,
): Fragment {
  // Whether the window's page will do: never in id order when the postings range holds few enough words to
  // be read in order from the index, which beats any window. `ok` (nothing else to read) also holds when
  // nothing can match (`hopeless`), and then the window is not read either.
  const windowHolds = [
    ...(postings !== undefined && order === 'p.id DESC' ? [`NOT (SELECT ${WORD_BY_WORD} FROM counted)`] : []),
    '(SELECT common FROM estimate)',
    `((SELECT count(*) FROM found) >= ${n} OR (SELECT count(*) FROM win) < ${window})`,
  ].join(' AND ');
  const sql = `SELECT id FROM (
    WITH win AS MATERIALIZED (
      SELECT ${SEARCH_COLUMNS} FROM products p WHERE ${scope.sql} ORDER BY ${order} LIMIT ${window}
    ), found AS MATERIALIZED (
      SELECT p.* FROM win p WHERE ${narrow.sql} AND ${match.sql} ORDER BY ${order} LIMIT ${n}
    ), enough AS MATERIALIZED (
      SELECT (SELECT hopeless FROM estimate) OR ${windowHolds} AS ok
    )
    (SELECT p.id FROM found p WHERE (SELECT ok FROM enough) AND NOT (SELECT hopeless FROM estimate)
     ORDER BY ${order})
    UNION ALL
    (SELECT p.id FROM (
       SELECT ${KEY_COLUMNS} FROM products p
       WHERE ${scope.sql} AND ${narrow.sql} AND ${match.sql} AND NOT (SELECT ok FROM enough)
         ${postings ? 'AND NOT EXISTS (SELECT 1 FROM single)' : ''} OFFSET 0
     ) p ORDER BY ${order} LIMIT ${n})
    ${postings ? `UNION ALL (${postings.sql})` : ''}
  ) bounded`;
  return {
    sql,
    bindings: [...scope.bindings, ...narrow.bindings, ...match.bindings].concat(
      scope.bindings,
      narrow.bindings,
      match.bindings,
      postings?.bindings ?? [],
    ),
  };
}

/**
 * The word of a one-word search, as PostgreSQL parsed it (stemmed, stop words dropped), and the end of its
 * range in `search_postings`: the next string after every word it starts when it is a prefix (its last
 * letter bumped), else the word itself followed by the lowest character. No row for any other search.
 * A hyphenated word is one too: PostgreSQL searches "hand-thrown" as the phrase of the whole word and its
 * parts ('hand-thrown' <-> 'hand' <-> 'thrown'), and its parser writes the parts right after the whole
 * word in every text, so the whole word alone finds the same products. The query must be exactly that
 * phrase (parsed again from the whole word), so nothing typed after it is dropped.
 */
const SINGLE_WORD = `SELECT m[1] COLLATE "C" AS lexeme,
    CASE WHEN m[2] IS NULL THEN m[1] || chr(1)
         ELSE left(m[1], -1) || chr(ascii(right(m[1], 1)) + 1) END COLLATE "C" AS upper
  FROM (SELECT to_tsquery('english', ?) AS q) x, regexp_match(x.q::text, '^''([^'']+)''(:\\*){0,1}') AS m
  WHERE numnode(x.q) = 1
     OR m[1] LIKE '%-%' AND x.q::text = to_tsquery('english', quote_literal(m[1]) || coalesce(m[2], ''))::text`;

/** How many postings words a one-word search's range may hold to be read word by word in id order. */
const MERGED_WORDS = 64;

/**
 * The postings words in a one-word search's range, one index probe each (a loose index scan), up to one
 * more than MERGED_WORDS: most words and prefixes hold one ("neckl" is "necklac" alone), "hand" holds 19
 * (hand, hand-knit, handl...). Each word's postings are in product order in the index, so a page in id
 * order is read from the index in order and stops after a page, whatever the word's frequency.
 */
/** Whether the range's words (`counted`) are few enough to be read word by word. */
const WORD_BY_WORD = `n BETWEEN 1 AND ${MERGED_WORDS}`;

const RANGE_WORDS = `WITH RECURSIVE r(lexeme) AS (
    (SELECT s.lexeme FROM search_postings s
     WHERE s.lexeme >= (SELECT lexeme FROM single) AND s.lexeme < (SELECT upper FROM single)
     ORDER BY s.lexeme LIMIT 1)
    UNION ALL
    SELECT (SELECT s.lexeme FROM search_postings s
            WHERE s.lexeme > r.lexeme AND s.lexeme < (SELECT upper FROM single) ORDER BY s.lexeme LIMIT 1)
    FROM r WHERE r.lexeme IS NOT NULL
  ) SELECT lexeme FROM r WHERE lexeme IS NOT NULL LIMIT ${MERGED_WORDS + 1}`;

type TitleMatch = 'title' | 'not title' | 'any';

/**
 * Up to `n` ids of a one-word search from `search_postings` alone (see migration 009), read from the
 * primary key's leaf pages (or the title words' index), one of three ways by what the range holds:
 * - one postings word: its rows, in index order when the page is in id order;
 * - in id order, up to MERGED_WORDS words: each word's first `n` rows in index order, merged;
 * - otherwise every row of the range, one per product (a prefix may match several words of one product),
 *   filtered and sorted in memory. A window rather than GROUP BY: the planner cannot estimate a range whose
 *   ends come from the query, and a hash aggregate sized for its guess (~50k groups) cost 20 ms to set up
 *   even when the word matched nothing.
 * Used where the window did not suffice (in id order, whenever the range holds up to MERGED_WORDS words).
 */
function postingsSearch(
  filter: ProductListFilter,
  after: Fragment[],
  title: TitleMatch,
  order: string,
  n: number,
): Fragment {
  const conditions = [...after, ...narrowConditions(filter)];
  if (filter.category !== undefined) {
    conditions.push({ sql: 'p.category_id = ?', bindings: [filter.category] });
  }
  const where = and(conditions);
  const titleOnly = { title: ' AND p.in_title', 'not title': ' AND NOT p.in_title', any: '' }[title];
  const columns = 's.product_id AS id, s.category_id, s.price, s.stars_total, s.review_count';
  const ofWord = (lexeme: string) =>
    `SELECT ${columns}, s.in_title FROM search_postings s WHERE s.lexeme = ${lexeme}`;
  const oneWord = `(SELECT p.id FROM (${ofWord('(SELECT min(lexeme) FROM lexemes HAVING count(*) = 1)')}) p
      WHERE NOT (SELECT ok FROM enough) AND ${where.sql}${titleOnly} ORDER BY ${order} LIMIT ${n})`;
  // The title tier reads the title words' own postings (a partial index): every row there is in the title.
  const [inTitle, titleRows] =
    title === 'title' ? ['true', ' AND s.in_title'] : ['bool_or(s.in_title) OVER product', ''];
  const wholeRange = (words: string) => `(SELECT p.id FROM (
        SELECT ${columns}, ${inTitle} AS in_title, row_number() OVER product AS nth
        FROM single t JOIN search_postings s ON s.lexeme >= t.lexeme AND s.lexeme < t.upper
        WHERE NOT (SELECT ok FROM enough) AND NOT (SELECT ${words} FROM counted)${titleRows}
        WINDOW product AS (PARTITION BY s.product_id)
      ) p WHERE p.nth = 1 AND ${where.sql}${titleOnly} ORDER BY ${order} LIMIT ${n})`;
  if (order !== 'p.id DESC') {
    return {
      sql: `${oneWord} UNION ALL ${wholeRange('n = 1')}`,
      bindings: [...where.bindings, ...where.bindings],
    };
  }
  // Word by word: each word's first `n` matches in id order hold the range's first `n` products. A product
  // counts as a description match only if none of the range's words is in its title.
  const noTitleWord =
    title === 'not title'
      ? ` AND NOT EXISTS (SELECT 1 FROM lexemes w JOIN search_postings t
            ON t.lexeme = w.lexeme AND t.product_id = p.id AND t.in_title)`
      : '';
  const byWord = `(SELECT p.id FROM lexemes w CROSS JOIN LATERAL (
        SELECT p.id FROM (${ofWord('w.lexeme')}) p
        WHERE ${where.sql}${titleOnly}${noTitleWord} ORDER BY p.id DESC LIMIT ${n}
      ) p
      WHERE NOT (SELECT ok FROM enough) AND (SELECT n BETWEEN 2 AND ${MERGED_WORDS} FROM counted)
      GROUP BY p.id ORDER BY p.id DESC LIMIT ${n})`;
  return {
    sql: `${oneWord} UNION ALL ${byWord} UNION ALL ${wholeRange(WORD_BY_WORD)}`,
    bindings: [...where.bindings, ...where.bindings, ...where.bindings],
  };
}

const TSQUERY = "to_tsquery('english', ?)";

/**
 * The search as a tsquery, a hyphenated word as its whole word alone. PostgreSQL searches "hand-knit" as
 * the phrase of the whole word and its parts ('hand-knit' <-> 'hand' <-> 'knit'), and its parser writes
 * the parts right after the whole word in every text, so the whole word alone finds the same products;
 * the GIN index then reads its entry alone instead of merging the entries of its parts ("hand" is in
 * nearly every product). Inside a quoted phrase the positions of the words matter: it is left as parsed.
 */
const WHOLE_WORDS_TSQUERY = `regexp_replace(${TSQUERY}::text,
  '(''[^'']*-[^'']*''(:\\*){0,1})( <(-|[0-9]+)> ''[^'']*''(:\\*){0,1})+', '\\1', 'g')::tsquery`;

/**
 * The ids (and relevance tier) of one page of search results. Relevance ranks products whose title
 * matches the words (tier 1) above those matching through their description (tier 0), newest first
 * within a tier: a cheap, index-backed key that keyset cursors continue exactly (docs/search.md).
 * The tiers are two bounded searches in a row; the second runs only when the first leaves room.
 */
function searchHits(filter: ProductListFilter, search: ParsedSearch, n: number): Fragment {
  const scope = scopeConditions(filter);
  const narrow = and(narrowConditions(filter));
  const words = search.tsquery;
  const tsquery = search.quoted ? TSQUERY : WHOLE_WORDS_TSQUERY;
  const inTitle: Fragment = { sql: `p.title_search @@ ${tsquery}`, bindings: [words] };
  const inText: Fragment = { sql: `p.search @@ ${tsquery}`, bindings: [words] };
  const window = filter.searchWindow ?? SEARCH_WINDOW;
  const estimate = commonness(search, n, window);
  // The postings hold one word's products and what a search filters by, not the shop; and whether a term is
  // one word is PostgreSQL's to say (stemming, stop words, "hand-knit"), so a single term is asked about.
  const fromPostings = filter.sellerId === undefined && search.singleTerm;
  const postingsFor = (after: Fragment[], title: TitleMatch, order: string) =>
    fromPostings ? postingsSearch(filter, after, title, order, n) : undefined;
  const withEstimate = (hits: Fragment): Fragment => ({
    sql: `WITH estimate AS MATERIALIZED (${estimate.sql})${
      fromPostings
        ? `, single AS MATERIALIZED (${SINGLE_WORD}), lexemes AS MATERIALIZED (${RANGE_WORDS}),
           counted AS MATERIALIZED (SELECT count(*) AS n FROM lexemes)`
        : ''
    } ${hits.sql}`,
    bindings: [...estimate.bindings, ...(fromPostings ? [words] : []), ...hits.bindings],
  });
  if (filter.sort !== 'relevance') {
    const sort = SORTS[filter.sort];
    const after = filter.after ? [{ sql: sort.after, bindings: filter.after }] : [];
    const postings = postingsFor(after, 'any', sort.order);
    const hits = boundedSearch(and([...scope, ...after]), narrow, inText, sort.order, n, window, postings);
    return withEstimate({ sql: `SELECT id, 0 AS tier FROM (${hits.sql}) h`, bindings: hits.bindings });
  }
  const [afterTier, afterId] = filter.after ?? [];
  const tiers: Fragment[] = [];
  if (afterTier === undefined || afterTier === 1) {
    const after = afterTier === 1 ? [{ sql: 'p.id < ?', bindings: [afterId!] }] : [];
    // `IS TRUE` keeps the whole-text check a filter: the title's index alone finds the candidates.
    const titleFirst = and([inTitle, { sql: `(p.search @@ ${tsquery}) IS TRUE`, bindings: [words] }]);
    const postings = postingsFor(after, 'title', 'p.id DESC');
    const hits = boundedSearch(
      and([...scope, ...after]),
      narrow,
      titleFirst,
      'p.id DESC',
      n,
      window,
      postings,
    );
    tiers.push({
      sql: `(SELECT id, 1 AS tier FROM (${hits.sql}) t1 ORDER BY id DESC)`,
      bindings: hits.bindings,
    });
  }
  const after = afterTier === 0 ? [{ sql: 'p.id < ?', bindings: [afterId!] }] : [];
  const descriptionOnly = and([inText, { sql: `NOT p.title_search @@ ${tsquery}`, bindings: [words] }]);
  const postings = postingsFor(after, 'not title', 'p.id DESC');
  const hits = boundedSearch(
    and([...scope, ...after]),
    narrow,
    descriptionOnly,
    'p.id DESC',
    n,
    window,
    postings,
  );
  tiers.push({
    sql: `(SELECT id, 0 AS tier FROM (${hits.sql}) t0 ORDER BY id DESC)`,
    bindings: hits.bindings,
  });
  return withEstimate({
    sql: `SELECT * FROM (${tiers.map((tier) => tier.sql).join(' UNION ALL ')} LIMIT ${n}) tiers`,
    bindings: tiers.flatMap((tier) => tier.bindings),
  });
}

/** Relevance needs words to rank by; without them the list is newest first. */
const sortOf = (filter: ProductListFilter, search: ParsedSearch | undefined): ProductSort =>
  filter.sort === 'relevance' && search === undefined ? 'newest' : filter.sort;

/** Each sort's order over the columns of a page `applyProductFilters` selects, for a statement around it. */
const PAGE_ORDER: Record<ProductSort, string> = {
  newest: 'id DESC',
  price_asc: 'price ASC, id ASC',
  price_desc: 'price DESC, id DESC',
  rating: 'rating_key DESC, review_count DESC, id DESC',
  relevance: 'relevance_tier DESC, id DESC',
};

export function pageOrder(filter: ProductListFilter): string {
  return PAGE_ORDER[sortOf(filter, filter.search === undefined ? undefined : parseSearch(filter.search))];
}

/**
 * Narrows `query` (products as `p`) to one page of `filter`, ordered, plus one row to tell whether more
 * follow. A search reads its page's ids first (see `boundedSearch`) and joins only those.
 */
export function applyProductFilters(db: Db, query: Knex.QueryBuilder, filter: ProductListFilter) {
  const n = filter.limit + 1;
  const search = filter.search === undefined ? undefined : parseSearch(filter.search);
  if (filter.search !== undefined && search === undefined) return query.whereRaw('false');
  const sort = sortOf(filter, search);
  if (sort === 'rating') query.select(db.raw(`${RATING_KEY} AS rating_key`));
  const narrowed = narrowConditions(filter);
  if (search !== undefined || narrowed.length > 0) planEachTime(query);
  if (search !== undefined) {
    const hits = searchHits({ ...filter, sort }, search, n);
    query.join(db.raw(`(${hits.sql}) AS hits`, hits.bindings), 'hits.id', 'p.id');
    if (sort === 'relevance') {
      return query.select('hits.tier as relevance_tier').orderByRaw('hits.tier DESC, p.id DESC').limit(n);
    }
    return query.orderByRaw(SORTS[sort as KeyedSort].order).limit(n);
  }
  const keyed = SORTS[sort as KeyedSort];
  const where = and([...scopeConditions(filter), ...narrowed]);
  query.whereRaw(where.sql, where.bindings);
  if (filter.after) query.whereRaw(keyed.after, filter.after);
  return query.orderByRaw(keyed.order).limit(n);
}
