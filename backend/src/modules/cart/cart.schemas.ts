import { fromDecimalText } from '@handmade/common';
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
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const editCartItemSchema = z.object({
  quantity: quantityField,
  gift: giftField.optional(),
});
export type EditCartItemInput = z.infer<typeof editCartItemSchema>;
