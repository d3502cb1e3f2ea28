import {
  cartAnswerSchema,
  cartCouponSchema,
  couponAnswerSchema,
  couponSchema,
  saleAnswerSchema,
  saleSchema,
} from '@handmade/common';
import { z } from 'zod';
import * as shapes from './openapi.schemas';
import { MESSAGE_ANSWER, type RouteDoc } from './routeDoc';

const couponId = { id: 'The coupon id.' };
const NOT_YOURS = 'No such coupon among the signed-in seller’s.';
const COUPON_RULES =
  'A code has 3 to 20 letters, digits, dashes or underscores, kept in capitals (unique per shop, whatever the case). Exactly one of `percent_off` (1 to 90) and `amount_off`; dates are ISO date-times, or days (`YYYY-MM-DD`: a start day from its first instant in UTC, an end day through its last). Without `starts_at` it works from now; without `ends_at`, `max_uses` or `min_subtotal`, without that limit.';

/** A seller’s coupons and sale, and the codes a buyer applies in the cart (docs/orders.md, "Coupons and sales"). */
export const couponsRouteDocs: RouteDoc[] = [
  {
    id: 'listCoupons',
    method: 'get',
    path: '/api/shop/coupons',
    tag: 'Shop',
    summary: 'The signed-in seller’s coupons, newest first, with uses and revenue',
    description:
      '`revenue` sums the totals of the shipments that used the coupon, cancelled and refunded ones left out.',
    signedIn: true,
    answers: [{ status: 200, description: 'The coupons.', schema: z.array(couponAnswerSchema) }],
  },
  {
    id: 'createCoupon',
    method: 'post',
    path: '/api/shop/coupons',
    tag: 'Shop',
    summary: 'Make a coupon: a percentage or an amount off the shop’s goods in one order',
    description: COUPON_RULES,
    signedIn: true,
    body: couponSchema,
    answers: [{ status: 201, description: 'The coupon.', schema: couponAnswerSchema }],
    errors: { 409: 'The shop already has a coupon with this code (`errors.code`).' },
  },
  {
    id: 'updateCoupon',
    method: 'put',
    path: '/api/shop/coupons/{id}',
    tag: 'Shop',
    summary: 'Change a coupon (orders that used it keep what they were given)',
    description: `${COUPON_RULES} \`max_uses\` cannot go below the uses so far (400, \`errors.max_uses\`).`,
    signedIn: true,
    pathParams: couponId,
    body: couponSchema,
    answers: [{ status: 200, description: 'The coupon.', schema: couponAnswerSchema }],
    errors: { 404: NOT_YOURS, 409: 'Another coupon of the shop has this code (`errors.code`).' },
  },
  {
    id: 'deleteCoupon',
    method: 'delete',
    path: '/api/shop/coupons/{id}',
    tag: 'Shop',
    summary: 'Delete a coupon; shipments that used it keep its code and discount',
    signedIn: true,
    pathParams: couponId,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 404: NOT_YOURS },
  },
  {
    id: 'getSale',
    method: 'get',
    path: '/api/shop/sale',
    tag: 'Shop',
    summary: 'The signed-in seller’s sale, running or to come, or null',
    signedIn: true,
    answers: [{ status: 200, description: 'The sale, or null.', schema: saleAnswerSchema.nullable() }],
  },
  {
    id: 'setSale',
    method: 'put',
    path: '/api/shop/sale',
    tag: 'Shop',
    summary: 'Put every listing of the shop on sale between two dates, or end the sale (`null`)',
    description:
      'While it runs, every `Product` of the shop carries `sale_price` (its price less the percentage, rounded to the cent) and `sale`; carts and checkout charge the sale price. One sale per shop: a new one replaces the last.',
    signedIn: true,
    body: saleSchema.nullable(),
    answers: [
      { status: 200, description: 'The sale, or null once ended.', schema: saleAnswerSchema.nullable() },
    ],
  },
  {
    id: 'applyCartCoupon',
    method: 'put',
    path: '/api/cart/coupon',
    tag: 'Cart',
    summary: 'Apply a shop’s coupon code to that shop’s part of the cart',
    description:
      'One coupon per shop: a second code for the same shop replaces the first. The cart’s `shops` then show the discount; checkout sends the codes again in `coupon_codes`.',
    signedIn: true,
    body: cartCouponSchema,
    answers: [{ status: 200, description: 'The cart.', schema: cartAnswerSchema }],
    errors: {
      400: 'No line of that shop is in the cart (`errors.seller_id`), or the code is malformed.',
      409: 'The code is no coupon of that shop, has not started, has ended, is used up, or the shop’s goods do not reach its minimum (`errors.code`, in words).',
    },
  },
  {
    id: 'removeCartCoupon',
    method: 'delete',
    path: '/api/cart/coupon/{sellerId}',
    tag: 'Cart',
    summary: 'Take a shop’s coupon off the cart',
    signedIn: true,
    pathParams: { sellerId: 'The shop’s (its seller’s) user id.' },
    answers: [{ status: 200, description: 'The cart.', schema: cartAnswerSchema }],
  },
];
