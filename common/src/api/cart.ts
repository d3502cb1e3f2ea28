import { z } from 'zod';
import { id } from './fields';
import { productAnswerSchema } from './products';

export const cartItemAnswerSchema = z.strictObject({
  id,
  cart_id: id,
  product_id: id,
  quantity: z.number().int().min(1),
  gift: z.boolean(),
  product: productAnswerSchema,
});
export type CartItem = z.infer<typeof cartItemAnswerSchema>;

/** `GET /api/cart`: the lines in the order they were added. */
export const cartAnswerSchema = z.strictObject({
  id,
  user_id: id,
  cart_items: z.array(cartItemAnswerSchema),
});
export type Cart = z.infer<typeof cartAnswerSchema>;
