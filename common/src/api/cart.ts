import { z } from '../zod';
import { id, money } from './fields';
import { productAnswerSchema } from './products';
import { cartShopAnswerSchema } from './coupons';

export const cartItemAnswerSchema = z.strictObject({
  id,
  cart_id: id,
  product_id: id,
  quantity: z.number().int().min(1),
  gift: z.boolean(),
  /** The variant bought, or null for a listing without variants: its price and stock are the line's. */
  variant: z
    .strictObject({ id, option_values: z.array(z.string()), price: money, inventory: z.number().int() })
    .nullable(),
  /** The buyer's words on the piece, exactly as typed, or null. */
  personalization: z.string().nullable(),
  product: productAnswerSchema,
});
export type CartItem = z.infer<typeof cartItemAnswerSchema>;

/** `GET /api/cart`: the lines in the order they were added. */
export const cartAnswerSchema = z.strictObject({
  id,
  user_id: id,
  cart_items: z.array(cartItemAnswerSchema),
  /** The cart by shop, in the order it first names each: goods, shipping, the coupon's discount, total. */
  shops: z.array(cartShopAnswerSchema),
});
export type Cart = z.infer<typeof cartAnswerSchema>;
