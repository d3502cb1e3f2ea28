import { z } from 'zod';

const PREVIEW_MESSAGE = 'Preview must be true or false.';
const PRODUCT_ID_MESSAGE = 'Invalid product id.';

/** Multipart fields arrive as text; a JSON body may send real booleans and numbers. */
const previewFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: PREVIEW_MESSAGE })
  .transform((value) => value === true || value === 'true');

export const newImageSchema = z.object({
  product_id: z
    .union([z.number(), z.string().regex(/^\d{1,10}$/)], { error: PRODUCT_ID_MESSAGE })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: PRODUCT_ID_MESSAGE })
        .max(2_147_483_647, { error: PRODUCT_ID_MESSAGE }),
    ),
  preview: previewFlag.optional().default(false),
});

export const imageChangeSchema = z.object({
  preview: previewFlag.optional(),
});
