import { couponDiscount, couponProblem, shippingCost, type CartItem, type CartShop } from '@handmade/common';
import { couponTermsOf, type CouponRow } from '../coupons';
import { pricedDuring } from '../products';

const cents = (amount: number) => Math.round(amount * 100);

/** What one piece of the line costs now: its variant's or listing's price, less the shop's sale. */
export const unitPriceOf = (item: CartItem) =>
  pricedDuring(item.product.sale, item.variant?.price ?? item.product.price);

/** The quantity that can be bought: stock may have dropped below what was asked for. */
const payable = (item: CartItem) =>
  Math.max(0, Math.min(item.quantity, item.variant?.inventory ?? item.product.inventory));

/**
 * The cart by shop, priced as checkout charges it: goods at sale prices, the shop's shipping, and the
 * applied coupon's discount while it can be used (otherwise why not, in `coupon_problem`).
 */
export function cartShops(items: CartItem[], coupons: CouponRow[], now = new Date()): CartShop[] {
  const bySeller = new Map<number, CartItem[]>();
  for (const item of items)
    bySeller.set(item.product.seller_id, [...(bySeller.get(item.product.seller_id) ?? []), item]);
  return [...bySeller].map(([sellerId, lines]) => {
    const subtotal = lines.reduce((sum, item) => sum + cents(unitPriceOf(item)) * payable(item), 0) / 100;
    const shipping = shippingCost(
      lines
        .filter((item) => payable(item) > 0)
        .map((item) => ({ rates: item.product.shipping, quantity: payable(item) })),
      subtotal,
    );
    const row = coupons.find((coupon) => coupon.seller_id === sellerId);
    const coupon = row ? couponTermsOf(row) : null;
    const problem = coupon && couponProblem(coupon, subtotal, now);
    const discount = coupon && !problem ? couponDiscount(coupon, subtotal) : 0;
    return {
      seller_id: sellerId,
      subtotal,
      shipping,
      discount,
      total: (cents(subtotal) + cents(shipping) - cents(discount)) / 100,
      coupon,
      coupon_problem: problem,
    };
  });
}
