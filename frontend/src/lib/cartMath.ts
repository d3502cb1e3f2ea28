import { shippingCost } from '@handmade/common';
import type { CartItem } from './types';

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

/** What one piece of the line costs: its variant's price, or the listing's when it has no variants. */
export function unitPrice(item: CartItem): number {
  return item.variant?.price ?? item.product?.price ?? 0;
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
}

/**
 * The lines by shop, in the order the cart first names each shop. Each shop ships one parcel, priced by
 * `shippingCost` from its lines' rates (a listing without any ships free) and its goods subtotal, as checkout
 * charges it.
 */
export function shopGroups(items: CartItem[]): ShopGroup[] {
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
    return {
      sellerId,
      shopName: lines[0]?.product.seller.username ?? '',
      items: lines,
      subtotal,
      shipping: shippingCost(parcel, subtotal),
    };
  });
}

/** Every shop's goods and shipping: what checkout charges, and so the `expected_total` it is sent. */
export function orderTotal(groups: ShopGroup[]): number {
  return groups.reduce((sum, group) => sum + cents(group.subtotal) + cents(group.shipping), 0) / 100;
}

/** Every shop's shipping together. */
export function shippingTotal(groups: ShopGroup[]): number {
  return groups.reduce((sum, group) => sum + cents(group.shipping), 0) / 100;
}

export function itemCountText(lines: number): string {
  return lines === 1 ? '1 item in your cart' : `${lines} items in your cart`;
}
