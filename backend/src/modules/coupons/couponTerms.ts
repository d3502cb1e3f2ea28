import type { CartCoupon } from '@handmade/common';
import type { CouponRow } from './coupons.repository';

/** What a buyer sees of a coupon: its terms, and whether its uses have run out (never the count). */
export const couponTermsOf = (row: CouponRow): CartCoupon => ({
  code: row.code,
  percent_off: row.percent_off,
  amount_off: row.amount_off,
  min_subtotal: row.min_subtotal,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  used_up: row.max_uses !== null && row.uses >= row.max_uses,
});
