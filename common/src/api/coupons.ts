import { z } from '../zod';
import { count, id, money, timestamp } from './fields';

/** One of the signed-in seller's coupons, with how often it was used and what those shipments brought in. */
export const couponAnswerSchema = z.strictObject({
  id,
  /** In capitals: codes are matched whatever their case. */
  code: z.string(),
  /** Exactly one of `percent_off` and `amount_off` is set. */
  percent_off: z.number().int().nullable(),
  amount_off: money.nullable(),
  /** The shop's goods must cost at least this much, or null. */
  min_subtotal: money.nullable(),
  starts_at: timestamp,
  /** The instant it stops working, or null for no end. */
  ends_at: timestamp.nullable(),
  max_uses: count.nullable(),
  /** Orders that used it, counted when they were placed. */
  uses: count,
  /** The totals of the shipments that used it, but cancelled or refunded ones. */
  revenue: money,
  created_at: timestamp,
});
export type Coupon = z.infer<typeof couponAnswerSchema>;

/** A shop's sale: `percent_off` off every listing from `starts_at` until `ends_at`. */
export const saleAnswerSchema = z.strictObject({
  percent_off: z.number().int(),
  starts_at: timestamp,
  ends_at: timestamp,
});
export type Sale = z.infer<typeof saleAnswerSchema>;

/** A coupon applied to one shop of the cart, with the terms the cart page needs to price it live. */
export const cartCouponAnswerSchema = z.strictObject({
  code: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off: money.nullable(),
  min_subtotal: money.nullable(),
  starts_at: timestamp,
  ends_at: timestamp.nullable(),
  used_up: z.boolean(),
});
export type CartCoupon = z.infer<typeof cartCouponAnswerSchema>;

/** One shop's part of the cart, priced as checkout will charge it. */
export const cartShopAnswerSchema = z.strictObject({
  seller_id: id,
  /** The goods, at sale prices during a sale. */
  subtotal: money,
  shipping: money,
  /** What the coupon takes off now; 0 without one or while it cannot be used. */
  discount: money,
  total: money,
  coupon: cartCouponAnswerSchema.nullable(),
  /** Why the applied coupon cannot be used now (ended, minimum not reached...), or null. */
  coupon_problem: z.string().nullable(),
});
export type CartShop = z.infer<typeof cartShopAnswerSchema>;
