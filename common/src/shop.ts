import { z } from './zod';
import { decimalNumber } from './numbers';
import { SHIPPING_MESSAGES } from './shipping';

export const SHOP_MESSAGES = {
  bioLong: 'Bio must be 500 characters or less.',
  bioText: 'Bio must be text.',
  locationLong: 'Location must be 80 characters or less.',
  locationText: 'Location must be text.',
  daysInvalid: 'days must be 7, 30 or 90.',
} as const;

export const SHOP_BIO_MAX = 500;
export const SHOP_LOCATION_MAX = 80;

/** Optional text: trimmed, blank or null clears it (null), absent leaves it as it is. */
function clearableText(max: number, tooLong: string, notText: string) {
  return z
    .string({ error: notText })
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/** A whole number in a range; null or blank clears it, absent leaves it as it is. */
function wholeOrNone(min: number, max: number, error: string) {
  return z.preprocess(
    (value) => (value === '' ? null : value),
    decimalNumber(error)
      .pipe(z.number().int({ error }).min(min, { error }).max(max, { error }))
      .nullable()
      .optional(),
  );
}

/** `PUT /api/shop/profile`: what a seller says on their shop page. */
export const shopProfileSchema = z.object({
  bio: clearableText(SHOP_BIO_MAX, SHOP_MESSAGES.bioLong, SHOP_MESSAGES.bioText),
  location: clearableText(SHOP_LOCATION_MAX, SHOP_MESSAGES.locationLong, SHOP_MESSAGES.locationText),
  weekly_capacity: wholeOrNone(1, 10_000, SHIPPING_MESSAGES.capacityInvalid),
  pause_when_weeks_over: wholeOrNone(1, 52, SHIPPING_MESSAGES.pauseInvalid),
  vacation: z
    .object({
      on: z.boolean({ error: 'Vacation mode is on or off.' }),
      message: clearableText(
        500,
        SHIPPING_MESSAGES.vacationMessageLong,
        SHIPPING_MESSAGES.vacationMessageLong,
      ),
    })
    .optional(),
  policies: clearableText(5000, SHIPPING_MESSAGES.policiesLong, SHIPPING_MESSAGES.policiesLong),
});
export type ShopProfileInput = z.input<typeof shopProfileSchema>;

/** The periods the Shop manager's chart offers, in days. */
export const SHOP_STATS_PERIODS = [7, 30, 90] as const;
export type ShopStatsPeriod = (typeof SHOP_STATS_PERIODS)[number];
