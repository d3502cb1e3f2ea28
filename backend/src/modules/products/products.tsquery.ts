/**
 * A search box's text as `to_tsquery` input, with web search syntax (`"a phrase"`, `-word`, `or`) and the
 * last word matched as a prefix while the user is still typing it ("wool sca" finds "wool scarf").
 * Operands keep only letters, digits and inner hyphens, so the text can never be a tsquery syntax error;
 * PostgreSQL still stems each operand and drops stop words. Undefined when nothing searchable is left.
 * The words that every match must contain come along, for the estimate of how many products match.
 */
const TOKENS = /(-?)"([^"]*)"?|(-?)([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)/gu;
const WORDS = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

const MIN_PREFIX = 3;

const operand = (word: string) => `'${word.toLowerCase()}'`;
const parts = (word: string) => word.toLowerCase().split('-');

export interface ParsedSearch {
  /** `to_tsquery('english', ...)` input. */
  tsquery: string;
  /** The words every match must contain (hyphenated words split), to estimate how many products match. */
  required: string[];
  /** The start of a word every match must contain, when the last word is matched as a prefix. */
  prefix: string | undefined;
  /**
   * `to_tsquery` input for the words before a last-word prefix of letters alone, when every term is joined
   * by `&` (with `or`, `&` binds tighter, so the words before are no one operand): the page may then spell
   * the prefix out as the few words it starts (`SearchFacts.prefixWords`).
   */
  beforePrefix: string | undefined;
  /** `or` makes the required words an underestimate. */
  hasOr: boolean;
  /** One term, not negated: a word, a prefix or a quoted word, which PostgreSQL may still split ("hand-knit"). */
  singleTerm: boolean;
  /** A quoted phrase, whose words' positions matter. */
  quoted: boolean;
}

export function parseSearch(q: string): ParsedSearch | undefined {
  const text = q.trimEnd();
  const terms: string[] = [];
  const required: string[] = [];
  let prefix: string | undefined;
  let beforePrefix: string | undefined;
  let hasOr = false;
  let quoted = false;
  let pendingOr = false;
  for (const match of text.matchAll(TOKENS)) {
    const [whole, phraseNot, phrase, wordNot, word] = match;
    let term: string | undefined;
    if (phrase !== undefined) {
      const words = [...phrase.matchAll(WORDS)].map(([w]) => w);
      if (words.length) term = `${phraseNot ? '!' : ''}(${words.map(operand).join(' <-> ')})`;
      quoted = true;
      if (!phraseNot) required.push(...words.flatMap(parts));
    } else if (word !== undefined) {
      if (!wordNot && word.toLowerCase() === 'or') {
        pendingOr = terms.length > 0;
        hasOr ||= pendingOr;
        continue;
      }
      const isPrefix = !wordNot && match.index + whole.length === text.length;
      // A one- or two-letter start after other words narrows little and makes the index merge every word
      // it starts: it is left out until a third letter comes ("hand-thrown m" searches "hand-thrown").
      if (isPrefix && word.length < MIN_PREFIX && terms.length) continue;
      term = `${wordNot ? '!' : ''}${operand(word)}${isPrefix ? ':*' : ''}`;
      if (!wordNot) required.push(...parts(word));
      if (isPrefix) prefix = required.pop();
      if (isPrefix && terms.length && !hasOr && /^\p{L}+$/u.test(word)) beforePrefix = terms.join(' ');
    }
    if (!term) continue;
    if (terms.length) terms.push(pendingOr ? '|' : '&');
    terms.push(term);
    pendingOr = false;
  }
  if (!terms.length) return undefined;
  return {
    tsquery: terms.join(' '),
    required,
    prefix,
    beforePrefix,
    hasOr,
    singleTerm: terms.length === 1 && !terms[0]!.startsWith('!'),
    quoted,
  };
}

/** The plain words of a search (three letters or more), the ones a typo may hide in. */
export function searchWords(q: string): string[] {
  return [...q.toLowerCase().matchAll(/\p{L}{3,}/gu)].map(([word]) => word);
}
