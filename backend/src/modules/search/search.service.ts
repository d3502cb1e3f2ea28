import { CATEGORIES, type Suggestion, type Suggestions } from '@handmade/common';
import type { SearchRepository } from './search.repository';

export const MAX_SUGGESTIONS = 8;
const MAX_CATEGORIES = 2;
const MAX_SHOPS = 2;

const searchHref = (text: string) => `/products?${new URLSearchParams({ q: text }).toString()}`;

export function createSearchService(search: SearchRepository) {
  return {
    /**
     * Suggestions for a search box: categories and shops whose name starts like the last word, then the
     * typed words with the last one completed from the catalogue's words (most used first). Nothing while
     * no word is being typed (the box is empty or ends with a space or a sign).
     */
    async suggest(q: string): Promise<Suggestions> {
      const match = /^(.*?)([\p{L}\p{N}_]+)$/u.exec(q.trimStart());
      if (!match) return { suggestions: [] };
      const [, before = '', last = ''] = match;
      const prefix = last.toLowerCase();
      const categories: Suggestion[] = before.trim()
        ? []
        : CATEGORIES.filter((category) =>
            category.name
              .toLowerCase()
              .split(/[^a-z]+/)
              .some((word) => word.startsWith(prefix)),
          )
            .slice(0, MAX_CATEGORIES)
            .map((category) => ({
              text: category.name,
              kind: 'category',
              href: `/products/categories/${category.id}`,
            }));
      const [shops, words] = await Promise.all([
        before.trim() ? [] : search.shopsStartingWith(last, MAX_SHOPS),
        /^\p{L}+$/u.test(prefix) ? search.completeWord(prefix, MAX_SUGGESTIONS) : [],
      ]);
      const lead = before.toLowerCase().replace(/\s+/g, ' ');
      const completions: Suggestion[] = words.map((word) => {
        const text = `${lead}${word}`;
        return { text, kind: 'product', href: searchHref(text) };
      });
      const shopLinks: Suggestion[] = shops.map((shop) => ({
        text: shop.username,
        kind: 'shop',
        href: `/shop/${shop.id}`,
      }));
      const rest = MAX_SUGGESTIONS - categories.length - shopLinks.length;
      return { suggestions: [...completions.slice(0, rest), ...categories, ...shopLinks] };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
