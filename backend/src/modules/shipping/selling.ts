import { queueWeeks } from '@handmade/common';

export const SELLING_MESSAGES = {
  paused:
    'This shop has more orders waiting than it can make soon. It takes new ones again as soon as its queue is shorter.',
  vacation: 'This shop is on vacation and not taking orders right now.',
} as const;

/** What decides whether a shop sells now: its queue, its limits and its vacation. */
export interface ShopLoad {
  open_units: number;
  weekly_capacity: number | null;
  pause_when_weeks_over: number | null;
  vacation_on: boolean;
  vacation_message: string | null;
}

/** Over its pause threshold, a shop stops selling by itself, and sells again once shipping drains the queue. */
export function isPaused(shop: ShopLoad): boolean {
  return (
    shop.pause_when_weeks_over !== null &&
    queueWeeks(shop.open_units, shop.weekly_capacity) > shop.pause_when_weeks_over
  );
}

/** Null while the shop sells; otherwise what its listings say instead. */
export function whyNotSelling(shop: ShopLoad): string | null {
  if (shop.vacation_on) {
    return shop.vacation_message
      ? `${SELLING_MESSAGES.vacation} ${shop.vacation_message}`
      : SELLING_MESSAGES.vacation;
  }
  if (isPaused(shop)) return SELLING_MESSAGES.paused;
  return null;
}
