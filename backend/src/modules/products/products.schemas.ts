import { fromDecimalText, MIN_RATING_PATTERN, PRICE_BOUND_PATTERN, PRODUCT_SORTS } from '@handmade/common';
import { z } from 'zod';
import { pageQuerySchema } from '../../http/pagination';

export type { ProductSort } from '@handmade/common';

const MAX_SEARCH_LENGTH = 200;
const text = (message: string) => z.string({ error: message });

const MIN_RATING_MESSAGE = 'min_rating must be a rating from 1 to 5 (one decimal at most).';

/** A price bound in decimal dollars ("12", "12.5", "12.50"), kept as exact text for a numeric comparison. */
const dollars = (name: string) => {
  const message = `${name} must be an amount in dollars, like 12 or 12.50.`;
  return text(message)
    .regex(PRICE_BOUND_PATTERN, { error: message })
    .transform((value) => Number(value).toFixed(2))
    .optional();
};

/** `GET /products` query: everything optional; a bad value is a 400 naming the parameter. */
export const productListQuerySchema = pageQuerySchema
  .extend({
    category: text('category must be a category id from 1 to 5.')
      .regex(/^[1-5]$/, { error: 'category must be a category id from 1 to 5.' })
      .transform(Number)
      .optional(),
    q: text('q must be text.')
      .trim()
      .max(MAX_SEARCH_LENGTH, { error: `q must be at most ${MAX_SEARCH_LENGTH} characters.` })
      .transform((value) => value || undefined)
      .optional(),
    /** Without a value: relevance with `q`, newest without (the service decides). */
    sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}.` }).optional(),
    min_price: dollars('min_price'),
    max_price: dollars('max_price'),
    min_rating: text(MIN_RATING_MESSAGE)
      .regex(MIN_RATING_PATTERN, { error: MIN_RATING_MESSAGE })
      .transform(Number)
      .pipe(z.number().max(5, { error: MIN_RATING_MESSAGE }))
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.min_price !== undefined && query.max_price !== undefined && query.max_price < query.min_price) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_price'],
        message: 'max_price must not be below min_price.',
      });
    }
  });

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const PRODUCT_ID_MESSAGE = 'A valid product id is required.';

/** A product id in a body: a JSON number, or plain decimal digits in a string. */
export const productIdField = z.preprocess(
  fromDecimalText,
  z
    .number({ error: PRODUCT_ID_MESSAGE })
    .int({ error: PRODUCT_ID_MESSAGE })
    .min(1, { error: PRODUCT_ID_MESSAGE })
    .max(2_147_483_647, { error: PRODUCT_ID_MESSAGE }),
);
