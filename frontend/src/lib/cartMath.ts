import { couponDiscount, couponProblem, salePrice, shippingCost } from '@handmade/common';
import type { CartCoupon, CartItem, CartShop } from './types';

/** Cents, so sums of prices do not drift (0.1 + 0.2). */
const cents = (amount: number) => Math.round(amount * 100);

/** The stock a line draws on: its variant's, or its listing's when it has no variants. */
export function lineStock(item: CartItem): number {
  return item.variant?.inventory ?? item.product?.inventory ?? 0;
}

/** What a line can actually be bought for: stock may have dropped below the quantity asked for. */
export function payableQuantity(item: CartItem): number {
  return Math.max(0, Math.min(item.quantity, lineStock(item)));
}

/** What one piece of the line costs before any sale: its variant's price, or the listing's. */
export function listUnitPrice(item: CartItem): number {
  return item.variant?.price ?? item.product?.price ?? 0;
}

/** What one piece of the line costs now: during the shop's sale, the sale price (as checkout charges it). */
export function unitPrice(item: CartItem): number {
  const sale = item.product?.sale;
  return sale ? salePrice(listUnitPrice(item), sale.percent_off) : listUnitPrice(item);
}

/** Price times the smaller of quantity and inventory (spec §9). */
export function linePrice(item: CartItem): number {
  return item.product ? (cents(unitPrice(item)) * payableQuantity(item)) / 100 : 0;
}

export function cartTotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + cents(linePrice(item)), 0) / 100;
}

/** One shop's part of the cart: its lines, what its goods cost, and its parcel's shipping. */
export interface ShopGroup {
  sellerId: number;
  /** The shop's name: its seller's username. */
  shopName: string;
  items: CartItem[];
  subtotal: number;
  shipping: number;
  /** The coupon applied to this shop, why it cannot be used now (or null), and what it takes off. */
  coupon: CartCoupon | null;
  couponProblem: string | null;
  discount: number;
}

/**
 * The lines by shop, in the order the cart first names each shop. Each shop ships one parcel, priced by
 * `shippingCost` from its lines' rates (a listing without any ships free) and its goods subtotal, as checkout
 * charges it.
 */
export function shopGroups(items: CartItem[], shops: CartShop[] = []): ShopGroup[] {
  const bySeller = new Map<number, CartItem[]>();
  for (const item of items) {
    if (!item.product) continue;
    const lines = bySeller.get(item.product.seller_id) ?? [];
    lines.push(item);
    bySeller.set(item.product.seller_id, lines);
  }
  return [...bySeller].map(([sellerId, lines]) => {
    const subtotal = cartTotal(lines);
    const parcel = lines
      .filter((item) => payableQuantity(item) > 0)
      .map((item) => ({ rates: item.product.shipping, quantity: payableQuantity(item) }));
    const coupon = shops.find((shop) => shop.seller_id === sellerId)?.coupon ?? null;
    const problem = coupon && couponProblem(coupon, subtotal);
    return {
      sellerId,
      shopName: lines[0]?.product.seller.username ?? '',
      items: lines,
      subtotal,
      shipping: shippingCost(parcel, subtotal),
      coupon,
      couponProblem: problem,
      discount: coupon && !problem ? couponDiscount(coupon, subtotal) : 0,
    };
  });
}

/** Every shop's goods and shipping less its discount: what checkout charges, and so its `expected_total`. */
export function orderTotal(groups: ShopGroup[]): number {
  return (
    groups.reduce(
      (sum, group) => sum + cents(group.subtotal) + cents(group.shipping) - cents(group.discount),
      0,
    ) / 100
  );
}

/** Every shop's goods, at sale prices. */
export function goodsTotal(groups: ShopGroup[]): number {
  return groups.reduce((sum, group) => sum + cents(group.subtotal), 0) / 100;
}

/** Every shop's coupon discount together. */
export function discountTotal(groups: ShopGroup[]): number {
  return groups.reduce((sum, group) => sum + cents(group.discount), 0) / 100;
}

/** The codes checkout sends: each shop's coupon that can be used now. */
export function couponCodes(groups: ShopGroup[]): string[] {
  return groups.flatMap((group) => (group.coupon && !group.couponProblem ? [group.coupon.code] : []));
}

/** Every shop's shipping together. */
export function shippingTotal(groups: ShopGroup[]): number {
  return groups.reduce((sum, group) => sum + cents(group.shipping), 0) / 100;
}

export function itemCountText(lines: number): string {
  return lines === 1 ? '1 item in your cart' : `${lines} items in your cart`;
}
