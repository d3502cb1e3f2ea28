import { DEFAULT_PROCESSING_DAYS, shippingCost, shipsBy } from '@handmade/common';
import type { CheckoutLine } from './checkout.repository';

/** One seller's part of a checkout, before it is written as a shipment. */
export interface Parcel {
  seller_id: number;
  lines: CheckoutLine[];
  units: number;
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  ship_by: string;
  /** The shop's coupon taken off, as `withCoupons` applied it. */
  coupon_id: number | null;
  coupon_code: string | null;
}

const cents = (value: number) => Math.round(value * 100);

/**
 * The cart split by seller, each part with its goods, its shipping (the seller's profiles, `shippingCost`)
 * and the day it ships by: the longest processing time among its listings plus the shop's queue.
 */
export function parcelsOf(lines: CheckoutLine[], orderDay: Date): Parcel[] {
  const bySeller = new Map<number, CheckoutLine[]>();
  for (const line of lines) bySeller.set(line.seller_id, [...(bySeller.get(line.seller_id) ?? []), line]);
  return [...bySeller].map(([sellerId, own]) => {
    const subtotal = own.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0) / 100;
    const shipping = shippingCost(
      own.map((line) => ({
        quantity: line.quantity,
        rates:
          line.shipping_first_item === null
            ? null
            : {
                first_item: line.shipping_first_item,
                additional_item: line.shipping_additional_item!,
                free_over: line.shipping_free_over,
              },
      })),
      subtotal,
    );
    const seller = own[0]!;
    const processingDays = Math.max(
      ...own.map((line) => line.shipping_days_max ?? DEFAULT_PROCESSING_DAYS.max),
    );
    return {
      seller_id: sellerId,
      lines: own,
      units: own.reduce((sum, line) => sum + line.quantity, 0),
      subtotal,
      shipping,
      discount: 0,
      total: (cents(subtotal) + cents(shipping)) / 100,
      ship_by: shipsBy(orderDay, processingDays, seller.seller_open_units, seller.seller_weekly_capacity),
      coupon_id: null,
      coupon_code: null,
    };
  });
}

/** What the buyer pays: every parcel's total, summed in cents. */
export const totalOf = (parcels: Parcel[]) =>
  parcels.reduce((sum, parcel) => sum + cents(parcel.total), 0) / 100;
