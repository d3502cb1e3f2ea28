import { formatCouponDay, lastDayOf } from '@handmade/common';
import { formatMoney } from '../../lib/format';
import type { Coupon } from '../../lib/types';

/** "From 1 Dec 2026 until 24 Dec 2026", or "From 1 Dec 2026, no end". */
export function offerDates(startsAt: string, endsAt: string | null): string {
  const from = `From ${formatCouponDay(startsAt)}`;
  return endsAt === null ? `${from}, no end` : `${from} until ${lastDayOf(endsAt)}`;
}

/** "3 of 10 used", or "3 used" without a limit. */
export const usesText = (coupon: Coupon) =>
  coupon.max_uses === null ? `${coupon.uses} used` : `${coupon.uses} of ${coupon.max_uses} used`;

export const minimumText = (coupon: Coupon) =>
  coupon.min_subtotal === null ? null : `on orders of ${formatMoney(coupon.min_subtotal)} or more`;

/** A date field's value (`YYYY-MM-DD`) for an instant that starts an offer, or for the last day of one. */
export const startDay = (instant: string) => instant.slice(0, 10);
export const endDay = (instant: string | null) =>
  instant === null ? '' : new Date(new Date(instant).getTime() - 1).toISOString().slice(0, 10);
