/**
 * A search box's text as `to_tsquery` input, with web search syntax (`"a phrase"`, `-word`, `or`) and the
 * last word matched as a prefix while the user is still typing it ("wool sca" finds "wool scarf").
 * Operands keep only letters, digits and inner hyphens, so the text can never be a tsquery syntax error;
 * PostgreSQL still stems each operand and drops stop words. Undefined when nothing searchable is left.
 *
 * It is parsed with `english_compound` (migration 034), which keeps a hyphenated word whole: "hand-knit"
 * is the listings' compound `hand-knit`. Inside a phrase a hyphenated word is spelt as its parts, which a
 * listing holds at consecutive positions ("hand-knit scarf": `hand <-> knit <-> scarf`).
 */
const TOKENS = /(-?)"([^"]*)"?|(-?)([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)/gu;
const PHRASE_WORDS = /[\p{L}\p{N}]+/gu;

const MIN_PREFIX = 3;

const operand = (word: string) => `'${word.toLowerCase()}'`;

/**
 * `q` as `to_tsquery` input (see above). With `prefixWords`, the catalogue words its last word starts
 * (`lastPrefix`), the prefix is matched as those words rather than as a prefix: PostgreSQL's statistics
 * know how common each word is, and guess a prefix's share of the catalogue as a fixed 2 % (a prefix of
 * every listing and of none were both planned as that).
 */
export function toTsquery(q: string, prefixWords: string[] = []): string | undefined {
  const text = q.trimEnd();
  const terms: string[] = [];
  let pendingOr = false;
  for (const match of text.matchAll(TOKENS)) {
    const [whole, phraseNot, phrase, wordNot, word] = match;
    let term: string | undefined;
    if (phrase !== undefined) {
      const words = [...phrase.matchAll(PHRASE_WORDS)].map(([w]) => w);
      if (words.length) term = `${phraseNot ? '!' : ''}(${words.map(operand).join(' <-> ')})`;
    } else if (word !== undefined) {
      if (!wordNot && word.toLowerCase() === 'or') {
        pendingOr = terms.length > 0;
        continue;
      }
      const isPrefix = !wordNot && match.index + whole.length === text.length;
      // A one- or two-letter start after other words narrows little and makes the index merge every word
      // it starts: it is left out until a third letter comes ("hand-thrown m" searches "hand-thrown").
      if (isPrefix && word.length < MIN_PREFIX && terms.length) continue;
      term =
        isPrefix && prefixWords.length > 0
          ? `(${prefixWords.map(operand).join(' | ')})`
          : `${wordNot ? '!' : ''}${operand(word)}${isPrefix ? ':*' : ''}`;
    }
    if (!term) continue;
    if (terms.length) terms.push(pendingOr ? '|' : '&');
    terms.push(term);
    pendingOr = false;
  }
  if (!terms.length) return undefined;
  return terms.join(' ');
}

/** The last word of `q` when `toTsquery` matches it as a prefix and it is letters alone, lower-cased. */
export function lastPrefix(q: string): string | undefined {
  const text = q.trimEnd();
  const last = [...text.matchAll(TOKENS)].at(-1);
  if (!last || last[4] === undefined || last[3] || last.index + last[0].length !== text.length)
    return undefined;
  const word = last[4];
  if (word.toLowerCase() === 'or' || !/^\p{L}+$/u.test(word)) return undefined;
  return word.toLowerCase();
}

/** The plain words of a search (three letters or more), the ones a typo may hide in. */
export function searchWords(q: string): string[] {
  return [...q.toLowerCase().matchAll(/\p{L}{3,}/gu)].map(([word]) => word);
}
