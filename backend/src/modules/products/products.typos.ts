import type { Fragment } from './products.filters';

/**
 * A statement of one row (word, fix) per search word that is not a catalogue word, with the closest one
 * (pg_trgm similarity over `search_words`, the vocabulary kept by triggers): "ceramc" -> "ceramic". The
 * last word is left alone while it is the start of a known word (the user may still be typing it). Words
 * without a close match are left out. The words are out of the planner's sight: seen, it planned every run
 * for them (0.95 ms a run against 0.5 with one plan kept).
 */
export function searchWordFixes(words: string[], lastIsPrefix: boolean): Fragment {
  return {
    sql: `SELECT w.word, fix.word AS fix
     FROM unnest((SELECT ?::text[])) WITH ORDINALITY AS w(word, position)
     CROSS JOIN LATERAL (
       SELECT s.word FROM search_words s WHERE s.word % w.word
       ORDER BY similarity(s.word, w.word) DESC, s.ndoc DESC, s.word LIMIT 1
     ) fix
     WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = w.word)
       AND NOT (?::boolean AND w.position = ? AND EXISTS (
         SELECT 1 FROM search_words known WHERE known.word LIKE w.word || '%'))`,
    bindings: [words, lastIsPrefix, words.length],
  };
}

/**
 * `fixes` (`searchWordFixes`) as one row, its column `fixes` a JSON object of word to fix (null when there is
 * none), looked for only where `when` holds. Its bindings are `fixes`'.
 */
export const fixesObject = (fixes: Fragment, when?: string): string =>
  `SELECT json_object_agg(f.word, f.fix) AS fixes FROM (${fixes.sql}) AS f${when ? ` WHERE ${when}` : ''}`;
