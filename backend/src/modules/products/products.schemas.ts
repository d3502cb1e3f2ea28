import { PRODUCT_SORTS } from '@handmade/common';
import { z } from 'zod';

export type { ProductSort } from '@handmade/common';

export const DEFAULT_PAGE_SIZE = 60;
export const MAX_PAGE_SIZE = 200;
const MAX_SEARCH_LENGTH = 200;

const text = (message: string) => z.string({ error: message });

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;
const CURSOR_MESSAGE = 'cursor must be the value from a previous page.';

/** `limit` and `cursor`, shared by every paged list. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    limit: text(LIMIT_MESSAGE)
      .regex(/^\d{1,3}$/, { error: LIMIT_MESSAGE })
      .transform(Number)
      .pipe(z.number().min(1, { error: LIMIT_MESSAGE }).max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE }))
      .optional()
      .default(defaultLimit),
    cursor: text(CURSOR_MESSAGE).max(500, { error: CURSOR_MESSAGE }).optional(),
  });
}

export const pageQuerySchema = pageQuery(DEFAULT_PAGE_SIZE);

/** `GET /products` query: everything optional; a bad value is a 400 naming the parameter. */
export const productListQuerySchema = pageQuerySchema.extend({
  category: text('category must be a category id from 1 to 5.')
    .regex(/^[1-5]$/, { error: 'category must be a category id from 1 to 5.' })
    .transform(Number)
    .optional(),
  q: text('q must be text.')
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `q must be at most ${MAX_SEARCH_LENGTH} characters.` })
    .transform((value) => value || undefined)
    .optional(),
  sort: z
    .enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}.` })
    .optional()
    .default('newest'),
});

export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type PageQuery = z.infer<typeof pageQuerySchema>;
