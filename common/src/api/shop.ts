import { z } from '../zod';
import { count, id, money, timestamp, url } from './fields';
import { orderAnswerSchema, orderItemAnswerSchema } from './orders';
import { productAnswerSchema } from './products';
import { publicUserAnswerSchema } from './users';
import { saleAnswerSchema } from './coupons';

/** A seller's public page: the public profile, what they say about themselves, and what they sold. */
export const shopAnswerSchema = publicUserAnswerSchema.extend({
  bio: z.string().nullable(),
  location: z.string().nullable(),
  /** The account's avatar (`profile_url`), or null for initials. */
  avatar_url: url.nullable(),
  /** When the account was made. */
  member_since: timestamp,
  /** The seller verified their email: the shop shows a "verified" mark. */
  email_verified: z.boolean(),
  /** Units sold, over every order, deleted listings included. */
  sales_count: count,
  /** Listings on sale now. */
  product_count: count,
  /** Members following the shop. */
  followers: count,
  /** Whether the signed-in viewer follows the shop; absent when signed out. */
  following: z.boolean().optional(),
  /** Units the shop makes a week; null for no limit. */
  weekly_capacity: z.number().int().nullable(),
  /** The shop stops selling while more weeks than this are waiting; null never. */
  pause_when_weeks_over: z.number().int().nullable(),
  /** Weeks of orders waiting: open units over `weekly_capacity`, one decimal (0 without a limit). */
  queue_weeks: z.number(),
  /** Paused by its queue: it sells again when the queue drains. */
  paused: z.boolean(),
  /** The shop's sale, running or still to come; null when none is set or it has ended. */
  sale: saleAnswerSchema.nullable(),
  vacation: z.strictObject({ on: z.boolean(), message: z.string().nullable() }),
  /** Shipping, returns and custom orders, in the seller's words. */
  policies: z.string().nullable(),
});
export type Shop = z.infer<typeof shopAnswerSchema>;

/** An order line as its buyer sees it: the snapshot, and the product's photo while it exists. */
export const orderDetailItemAnswerSchema = orderItemAnswerSchema.extend({
  /** The product's current preview photo (small variant), null once deleted or without photo. */
  preview_image: url.nullable(),
});
export const orderDetailAnswerSchema = orderAnswerSchema.extend({
  items: z.array(orderDetailItemAnswerSchema),
});
export type OrderDetail = z.infer<typeof orderDetailAnswerSchema>;

/** A line of an order for one of the signed-in seller's products. */
export const shopOrderLineAnswerSchema = z.strictObject({
  order_number: z.string(),
  created_at: timestamp,
  /** The buyer's username. */
  buyer: z.string(),
  /** Null once the product has been deleted. */
  product_id: id.nullable(),
  title: z.string(),
  unit_price: money,
  quantity: z.number().int().min(1),
});
export type ShopOrderLine = z.infer<typeof shopOrderLineAnswerSchema>;

const salesFigures = { orders: count, units: count, revenue: money };

export const shopStatsDayAnswerSchema = z.strictObject({
  /** A UTC calendar day, `YYYY-MM-DD`. */
  date: z.iso.date(),
  ...salesFigures,
});
export type ShopStatsDay = z.infer<typeof shopStatsDayAnswerSchema>;

export const shopTopProductAnswerSchema = z.strictObject({
  product_id: id.nullable(),
  title: z.string(),
  units: count,
  revenue: money,
});
export type ShopTopProduct = z.infer<typeof shopTopProductAnswerSchema>;

export const shopStatsAnswerSchema = z.strictObject({
  /** Every day of the period, oldest first, zeros included. */
  days: z.array(shopStatsDayAnswerSchema),
  totals: z.strictObject(salesFigures),
  /** The best sellers of the period by revenue, at most 5. */
  top_products: z.array(shopTopProductAnswerSchema),
  /** Listed products with 5 or fewer in stock, fewest first. */
  low_stock: z.array(productAnswerSchema),
});
export type ShopStats = z.infer<typeof shopStatsAnswerSchema>;
