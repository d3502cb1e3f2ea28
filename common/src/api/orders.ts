import { z } from '../zod';
import { id, money, timestamp } from './fields';
import { productAnswerSchema } from './products';
import { shipmentAnswerSchema } from './shipping';

/** A line of an order: a snapshot of the title and price when it was bought. */
export const orderItemAnswerSchema = z.strictObject({
  /** Null once the product has been deleted. */
  product_id: id.nullable(),
  title: z.string(),
  unit_price: money,
  quantity: z.number().int().min(1),
  /** The variant's values as bought, or null. */
  option_values: z.array(z.string()).nullable(),
  /** The buyer's words on the piece as typed, or null. */
  personalization: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemAnswerSchema>;

export const orderAnswerSchema = z.strictObject({
  id,
  /** Sixteen digits: the time in milliseconds and three random digits. */
  order_number: z.string(),
  total: money,
  created_at: timestamp,
  items: z.array(orderItemAnswerSchema),
  /** One per seller, each moving from paid to delivered on its own. `total` is the sum of theirs. */
  shipments: z.array(shipmentAnswerSchema),
});
export type Order = z.infer<typeof orderAnswerSchema>;

/** The answer of a successful checkout: what is still listed, what sold out, and the order. */
export const checkoutAnswerSchema = z.strictObject({
  products: z.array(productAnswerSchema),
  deleted_products: z.array(productAnswerSchema),
  order: orderAnswerSchema,
});
export type CheckoutResult = z.infer<typeof checkoutAnswerSchema>;
