import { fromDecimalText, PRODUCT_SORTS } from '@handmade/common';
import { z } from 'zod';
import { pageQuerySchema } from '../../http/pagination';

export type { ProductSort } from '@handmade/common';

const MAX_SEARCH_LENGTH = 200;
const text = (message: string) => z.string({ error: message });

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
