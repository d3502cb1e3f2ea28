import type { CartItem } from './types';

/** Cents, so sums of prices do not drift (0.1 + 0.2). */
const cents = (amount: number) => Math.round(amount * 100);

/** What a line can actually be bought for: stock may have dropped below the quantity asked for. */
export function payableQuantity(item: CartItem): number {
  const inventory = item.product?.inventory ?? 0;
  return Math.max(0, Math.min(item.quantity, inventory));
}

/** Price times the smaller of quantity and inventory (spec §9). */
export function linePrice(item: CartItem): number {
  return item.product ? cents(item.product.price * payableQuantity(item)) / 100 : 0;
}

export function cartTotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + cents(linePrice(item)), 0) / 100;
}

export function itemCountText(lines: number): string {
  return lines === 1 ? '1 item in your cart' : `${lines} items in your cart`;
}
