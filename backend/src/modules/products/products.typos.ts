import type { Db } from '../../db/knex';

/**
 * The closest catalogue word (pg_trgm similarity over `search_words`, the vocabulary kept by triggers) to
 * each search word that is not one: "ceramc" -> "ceramic". The last word is left alone while it is the
 * start of a known word (the user may still be typing it). Words without a close match are left out.
 */
export async function correctSearchWords(
  db: Db,
  words: string[],
  lastIsPrefix: boolean,
): Promise<Map<string, string>> {
  if (!words.length) return new Map();
  const result = await db.raw(
    `SELECT w.word, fix.word AS fix
     FROM unnest(?::text[]) WITH ORDINALITY AS w(word, position)
     CROSS JOIN LATERAL (
       SELECT s.word FROM search_words s WHERE s.word % w.word
       ORDER BY similarity(s.word, w.word) DESC, s.ndoc DESC, s.word LIMIT 1
     ) fix
     WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = w.word)
       AND NOT (?::boolean AND w.position = ? AND EXISTS (
         SELECT 1 FROM search_words known WHERE known.word LIKE w.word || '%'))`,
    [words, lastIsPrefix, words.length],
  );
  return new Map((result.rows as { word: string; fix: string }[]).map((row) => [row.word, row.fix]));
}
