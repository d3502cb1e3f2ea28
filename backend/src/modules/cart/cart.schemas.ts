import { fromDecimalText, VARIATION_MESSAGES } from '@handmade/common';
import { z } from 'zod';
import { productIdField } from '../products';

export const MAX_QUANTITY = 100_000;
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`;

const quantityField = z.preprocess(
  fromDecimalText,
  z
    .number({ error: QUANTITY_MESSAGE })
    .int({ error: QUANTITY_MESSAGE })
    .min(1, { error: QUANTITY_MESSAGE })
    .max(MAX_QUANTITY, { error: QUANTITY_MESSAGE }),
);

const giftField = z.boolean({ error: 'Gift must be true or false.' });

/** `cart_id` is accepted for the spec's client and ignored: a user only ever adds to their own cart. */
export const addToCartSchema = z.object({
  product_id: productIdField,
  quantity: quantityField.default(1),
  gift: giftField.optional(),
  /** The variant bought: required when the listing has variants. */
  variant_id: z
    .number({ error: VARIATION_MESSAGES.variantRequired })
    .int({ error: VARIATION_MESSAGES.variantUnknown })
    .min(1, { error: VARIATION_MESSAGES.variantUnknown })
    .max(2_147_483_647, { error: VARIATION_MESSAGES.variantUnknown })
    .nullish()
    .transform((value) => value ?? null),
  /** The buyer's words on the piece, kept exactly as typed (trimmed); required when the listing says so. */
  personalization: z
    .string({ error: VARIATION_MESSAGES.personalizationRequired })
    .trim()
    .max(1000, { error: VARIATION_MESSAGES.personalizationLong(1000) })
    .nullish()
    .transform((value) => value || null),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const editCartItemSchema = z.object({
  quantity: quantityField,
  gift: giftField.optional(),
});
export type EditCartItemInput = z.infer<typeof editCartItemSchema>;
