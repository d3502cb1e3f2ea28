import type { Fragment } from './products.filters';
import type { ParsedSearch } from './products.tsquery';
import { fixesObject } from './products.typos';

/**
 * What a search's statement is built from, read before it in one small statement of its own: which way of
 * finding the matches will do is then decided here, and the search's statement carries that way alone
 * instead of every way with run-time switches (a statement of every way cost 1-2 ms to plan, more than its
 * work).
 */
export interface SearchFacts {
  /** A word every match must contain is, once stemmed, in no listed product's postings: nothing matches. */
  hopeless: boolean;
  /** The estimated share of the catalogue matching every word (see `SEARCH_FACTS`); 1 when unknown. */
  share: number;
  /**
   * A one-word search's range of postings words (see `ONE_WORD_RANGE`): from `lexeme` up to `upper`
   * (excluded), and the postings words in it, up to one more than MERGED_WORDS. Undefined for any other
   * search, or when asked without the postings.
   */
  range?: { lexeme: string; upper: string; words: string[] } | WordsInStatement;
  /**
   * The postings words a last-word prefix starts, when there are at most PREFIX_WORDS of them. The GIN
   * indexes gather every row of every word a prefix starts before intersecting them with the other words'
   * (1.7-1.9 ms for "walnut bowl"); the words themselves are intersected entry by entry (0.4-0.6 ms).
   */
  prefixWords?: string[];
  /** When nothing matches and they were asked for: the closest catalogue word to each misspelt one. */
  fixes?: Map<string, string>;
  /**
   * The search as its page matches it, a tsquery's text (see `PAGE_TSQUERY`): parsed here, the page binds a
   * value, which a plan kept for every search of its shape reads once instead of parsing it again on each row.
   */
  query: string;
  /** The words before a last-word prefix (`ParsedSearch.beforePrefix`), parsed the same way. */
  beforeQuery?: string;
  /** Whether the price range is short enough to be read whole (`shortRangeCount`); undefined unless asked. */
  shortRange?: boolean;
  /**
   * The estimated postings of a one-word search's range in its price range: the words' products times the
   * range's share of the catalogue (`priceRangeShare`). Undefined without both, or without statistics.
   */
  rangePostings?: number;
}

/**
 * A one-word search's range read by the page's own statement (see `oneWordRange`): its words are then an
 * array the statement holds, `sql`, and none of them is known here.
 */
export interface WordsInStatement {
  sql: string;
}

/** How many postings words a one-word search's range may hold to be read word by word in its order. */
export const MERGED_WORDS = 64;

/** How many words a last-word prefix may start to be spelt out as them (see `SearchFacts.prefixWords`). */
export const PREFIX_WORDS = 16;

/**
 * The word of a one-word search, as PostgreSQL parsed it (stemmed, stop words dropped), and the end of its
 * range in `search_postings`: the next string after every word it starts when it is a prefix (its last
 * letter bumped), else the word itself followed by the lowest character. No row for any other search.
 * A hyphenated word is one too: PostgreSQL searches "hand-thrown" as the phrase of the whole word and its
 * parts ('hand-thrown' <-> 'hand' <-> 'thrown'), and its parser writes the parts right after the whole
 * word in every text, so the whole word alone finds the same products. The query must be exactly that
 * phrase (parsed again from the whole word), so nothing typed after it is dropped.
 */
const ONE_WORD_RANGE = `SELECT m[1] COLLATE "C" AS lexeme,
    CASE WHEN m[2] IS NULL THEN m[1] || chr(1)
         ELSE left(m[1], -1) || chr(ascii(right(m[1], 1)) + 1) END COLLATE "C" AS upper
  FROM (SELECT to_tsquery('english', ?) AS q) x, regexp_match(x.q::text, '^''([^'']+)''(:\\*){0,1}') AS m
  WHERE numnode(x.q) = 1
     OR m[1] LIKE '%-%' AND x.q::text = to_tsquery('english', quote_literal(m[1]) || coalesce(m[2], ''))::text`;

/**
 * A binding parsed as its page matches it, a hyphenated word as its whole word alone, unless quoted (the
 * first binding says so). PostgreSQL searches "hand-knit" as the phrase of the whole word and its parts
 * ('hand-knit' <-> 'hand' <-> 'knit'), and its parser writes the parts right after the whole word in every
 * text, so the whole word alone finds the same products; the GIN index then reads its entry alone instead of
 * merging the entries of its parts ("hand" is in nearly every product). Inside a quoted phrase the positions
 * of the words matter: it is left as parsed.
 */
const PAGE_TSQUERY = `(CASE WHEN ?::boolean THEN to_tsquery('english', ?::text)
    ELSE regexp_replace(to_tsquery('english', ?::text)::text,
      '(''[^'']*-[^'']*''(:\\*){0,1})( <(-|[0-9]+)> ''[^'']*''(:\\*){0,1})+', '\\1', 'g')::tsquery END)::text`;

/**
 * The postings words in the range, one index probe each (a loose index scan), up to one more than
 * MERGED_WORDS: most words and prefixes hold one ("neckl" is "necklac" alone), "hand" holds 19 (hand,
 * hand-knit, handl...).
 */
const rangeWords = (range: string, limit: number) => `WITH RECURSIVE r(lexeme) AS (
    (SELECT s.lexeme FROM search_postings s
     WHERE s.lexeme >= (SELECT lexeme FROM ${range}) AND s.lexeme < (SELECT upper FROM ${range})
     ORDER BY s.lexeme LIMIT 1)
    UNION ALL
    SELECT (SELECT s.lexeme FROM search_postings s
            WHERE s.lexeme > r.lexeme AND s.lexeme < (SELECT upper FROM ${range}) ORDER BY s.lexeme LIMIT 1)
    FROM r WHERE r.lexeme IS NOT NULL
  ) SELECT lexeme FROM r WHERE lexeme IS NOT NULL LIMIT ${limit}`;

/**
 * A one-word search's range as CTEs of its page's own statement, its words read there rather than by a
 * statement before it: `one_word` (no row unless PostgreSQL parses the search as one word, as
 * ONE_WORD_RANGE) and `range_words`, an array of the postings words in its range, up to one more than
 * MERGED_WORDS. `words` reads that array when it holds at most MERGED_WORDS words, else NULL: a page read
 * from it is then empty, and must be read another way.
 */
export function oneWordRange(tsquery: string): Fragment & { words: WordsInStatement } {
  return {
    sql: `one_word AS MATERIALIZED (${ONE_WORD_RANGE}),
      range_words AS MATERIALIZED (SELECT ARRAY(${rangeWords('one_word', MERGED_WORDS + 1)}) AS words)`,
    bindings: [tsquery],
    words: { sql: `(SELECT words FROM range_words WHERE cardinality(words) <= ${MERGED_WORDS})` },
  };
}

/** A last-word prefix, stemmed as the search stems it, and the next string after every word it starts. */
const PREFIX_RANGE = `SELECT m[1] COLLATE "C" AS lexeme,
    left(m[1], -1) || chr(ascii(right(m[1], 1)) + 1) COLLATE "C" AS upper
  FROM regexp_match(to_tsquery('english', quote_literal(?::text) || ':*')::text, '^''([^'']+)''') AS m
  WHERE m[1] IS NOT NULL`;

/**
 * `share`: each word every match must contain, and the prefix (the words it starts, together), is used by
 * some share of the catalogue (`search_words`, against the table's size; stop words do not count, an
 * unknown word counts as 0). The share of products using all of them is estimated with exponential
 * backoff, the rarest word first: s1 * s2^(1/2) * s3^(1/4)... Words are rarely independent (the product of
 * the shares undercounts "walnut cutting board" twentyfold), nor always found together (the rarest share
 * overcounts "copper ring", 250 products of 5,000 each).
 * `hopeless`: "walnutt bowl" would otherwise merge the GIN entries of every word starting with "bowl"
 * before finding "walnutt" empty. So does a prefix that starts no postings word (stemmed as the search stems
 * it), and a one-word search whose range holds no postings word.
 * Its text never changes, so it is prepared once per connection; every lookup is one index probe. Prepared,
 * it runs one plan for every search, made without the words: a join with `search_words` or a `LIKE` on a
 * bound prefix was then a scan of the whole vocabulary (0.4 of a three-word search's 1 ms), where a lookup
 * per word and a range of the prefix index's own operators stay probes whatever the words.
 */
const SEARCH_FACTS = `WITH single AS MATERIALIZED (${ONE_WORD_RANGE}),
  lexemes AS MATERIALIZED (${rangeWords('single', MERGED_WORDS + 1)}),
  typed AS MATERIALIZED (${PREFIX_RANGE}),
  started AS MATERIALIZED (${rangeWords('typed', PREFIX_WORDS + 1)})
  SELECT coalesce((
      SELECT exp(sum(ln(greatest(share, 1e-9)) / power(2, nth - 1))) FROM (
        SELECT share, row_number() OVER (ORDER BY share) AS nth FROM (
          SELECT least(ndoc / (SELECT greatest(reltuples, 1) FROM pg_class WHERE oid = 'products'::regclass), 1)
                 AS share
          FROM (SELECT coalesce((SELECT s.ndoc FROM search_words s WHERE s.word = w.word), 0) AS ndoc
                FROM unnest(?::text[]) AS w(word)
                WHERE length(to_tsvector('english', w.word)) > 0
                UNION ALL
                SELECT (SELECT coalesce(sum(s.ndoc), 0) FROM (SELECT ?::text AS p) AS typed_word, search_words s
                        WHERE s.word ~>=~ typed_word.p
                          AND s.word ~<~ (left(typed_word.p, -1) || chr(ascii(right(typed_word.p, 1)) + 1)))
                WHERE ?::text IS NOT NULL) AS counts
        ) AS shares
      ) AS ranked), 1)::float8 AS share,
    EXISTS (SELECT 1 FROM unnest(?::text[]) AS w(word),
              unnest(tsvector_to_array(to_tsvector('english', w.word))) AS l(lexeme)
            WHERE NOT EXISTS (SELECT 1 FROM search_postings s WHERE s.lexeme = l.lexeme COLLATE "C"))
      OR EXISTS (SELECT FROM single) AND NOT EXISTS (SELECT FROM lexemes)
      OR EXISTS (SELECT FROM typed) AND NOT EXISTS (SELECT FROM started) AS hopeless,
    (SELECT lexeme FROM single) AS lexeme, (SELECT upper FROM single) AS upper,
    ARRAY(SELECT lexeme FROM lexemes ORDER BY lexeme) AS words,
    ARRAY(SELECT lexeme FROM started ORDER BY lexeme) AS prefix_words,
    ${PAGE_TSQUERY} AS query, ${PAGE_TSQUERY} AS before_query`;

export interface SearchFactsRow {
  share: number;
  hopeless: boolean;
  lexeme: string | null;
  upper: string | null;
  words: string[];
  prefix_words: string[];
  query: string;
  before_query: string | null;
  fixes?: Record<string, string> | null;
  short_range?: boolean;
}

/**
 * The statement reading a search's facts; `withRange` asks for a one-word search's postings range too (the
 * postings hold what a search filters by, not the shop, so a shop's search goes without). With `or`, or no
 * word every match must contain, nothing is known: every product may match. `fixes` (products.typos.ts)
 * are looked for in the same statement when nothing can match; `shortRange`, a boolean expression, is
 * read as `SearchFacts.shortRange`.
 */
export function searchFactsStatement(
  search: ParsedSearch,
  withRange: boolean,
  fixes?: Fragment,
  shortRange?: Fragment,
): Fragment {
  const known = !search.hasOr && (search.required.length > 0 || search.prefix !== undefined);
  const required = known ? search.required : [];
  const prefix = known && search.prefix && /^\p{L}+$/u.test(search.prefix) ? search.prefix : null;
  const { quoted, tsquery, beforePrefix = null } = search;
  const bindings = [
    ...[withRange ? tsquery : null, prefix, required, prefix, prefix, required],
    ...[quoted, tsquery, tsquery, quoted, beforePrefix, beforePrefix],
  ];
  // The select list ends the text, so a column added there binds after the others.
  const facts = shortRange
    ? {
        sql: `${SEARCH_FACTS}, ${shortRange.sql} AS short_range`,
        bindings: [...bindings, ...shortRange.bindings],
      }
    : { sql: SEARCH_FACTS, bindings };
  if (!fixes) return facts;
  return {
    sql: `WITH facts AS MATERIALIZED (${facts.sql})
      SELECT facts.*, typos.fixes FROM facts LEFT JOIN LATERAL (
        ${fixesObject(fixes, 'facts.hopeless')}
      ) AS typos ON true`,
    bindings: [...facts.bindings, ...fixes.bindings],
  };
}

export function toSearchFacts(row: SearchFactsRow): SearchFacts {
  const range =
    row.lexeme !== null && row.upper !== null
      ? { lexeme: row.lexeme, upper: row.upper, words: row.words }
      : undefined;
  const fixes = row.fixes ? new Map(Object.entries(row.fixes)) : undefined;
  const started = row.prefix_words;
  const prefixWords = started.length > 0 && started.length <= PREFIX_WORDS ? started : undefined;
  return {
    hopeless: row.hopeless,
    share: row.share,
    range,
    prefixWords,
    query: row.query,
    ...(row.before_query !== null && { beforeQuery: row.before_query }),
    ...(fixes && { fixes }),
    ...(typeof row.short_range === 'boolean' && { shortRange: row.short_range }),
  };
}
