import { z } from './zod';
import { MESSAGES } from './messages';
import { requiredText } from './auth';
import { decimalNumber, priceField } from './numbers';
import { SHIPPING_MESSAGES } from './shipping';
import {
  MAX_OPTIONS,
  optionSchema,
  personalizationSchema,
  VARIATION_MESSAGES,
  variantSchema,
} from './variations';

export const productSchema = z.object({
  title: requiredText(MESSAGES.titleRequired).max(140, { error: MESSAGES.titleLong }),
  description: requiredText(MESSAGES.descriptionRequired)
    .min(10, { error: MESSAGES.descriptionShort })
    .max(5000, { error: MESSAGES.descriptionLong }),
  inventory: decimalNumber(MESSAGES.inventoryMin).pipe(
    z
      .number()
      .int({ error: MESSAGES.inventoryInteger })
      .min(1, { error: MESSAGES.inventoryMin })
      .max(100_000, { error: MESSAGES.inventoryMax }),
  ),
  price: priceField,
  category_id: decimalNumber(MESSAGES.categoryRequired).pipe(
    z
      .number()
      .int({ error: MESSAGES.categoryRequired })
      .min(1, { error: MESSAGES.categoryRequired })
      .max(5, { error: MESSAGES.categoryRequired }),
  ),
  /** One of the seller's shipping profiles, or null to ship free; absent leaves an edited listing's as it is. */
  shipping_profile_id: z.preprocess(
    (value) => (value === '' ? null : value),
    decimalNumber(SHIPPING_MESSAGES.profileUnknown)
      .pipe(
        z
          .number()
          .int({ error: SHIPPING_MESSAGES.profileUnknown })
          .min(1, { error: SHIPPING_MESSAGES.profileUnknown }),
      )
      .nullable()
      .optional(),
  ),
  /**
   * Up to two options (Size, Colour) and a variant per combination sold, each with its own price and stock.
   * With variants, the listing's `price` and `inventory` are their lowest price and total stock, whatever
   * the body says. Absent leaves an edited listing's as they are; `[]` removes them.
   */
  options: z.array(optionSchema).max(MAX_OPTIONS, { error: VARIATION_MESSAGES.optionsMany }).optional(),
  variants: z.array(variantSchema).max(400, { error: VARIATION_MESSAGES.variantValues }).optional(),
  /** What the buyer types for the piece (a name to engrave); null for nothing. */
  personalization: personalizationSchema.optional(),
});
export type ProductInput = z.infer<typeof productSchema>;

export const PRODUCT_FIELD_KEYS = { category_id: 'categoryId', preview_image: 'previewImageUrl' };

export function formatPrice(price: number): string {
  return price.toFixed(2);
}
