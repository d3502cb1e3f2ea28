import { z } from '../zod';

export const SUGGESTION_KINDS = ['product', 'category', 'shop'] as const;

/**
 * One line under a search box: `product` completes the typed words into a search of the catalogue,
 * `category` and `shop` lead to a category's or a seller's page. `href` is the web app's path to open.
 */
export const suggestionAnswerSchema = z.strictObject({
  text: z.string().min(1),
  kind: z.enum(SUGGESTION_KINDS),
  href: z.string().startsWith('/'),
});
export type Suggestion = z.infer<typeof suggestionAnswerSchema>;

/** `GET /api/search/suggest?q=`: at most 8 suggestions, the best first. */
export const suggestionsAnswerSchema = z.strictObject({
  suggestions: z.array(suggestionAnswerSchema).max(8),
});
export type Suggestions = z.infer<typeof suggestionsAnswerSchema>;
