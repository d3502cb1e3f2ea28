import { z } from './zod';
import { requiredText } from './auth';
import { decimalNumber, wholeCents } from './numbers';
import { COUNTRIES } from './countries';

export const SHIPPING_MESSAGES = {
  nameRequired: 'Name is required.',
  nameLong: 'Name must be 100 characters or less.',
  line1Required: 'Address is required.',
  lineLong: 'Each address line must be 200 characters or less.',
  cityRequired: 'City is required.',
  cityLong: 'City must be 100 characters or less.',
  regionLong: 'State or region must be 100 characters or less.',
  postalCodeRequired: 'Postal code is required.',
  postalCodeLong: 'Postal code must be 20 characters or less.',
  countryInvalid: 'Choose a country from the list.',
  profileNameRequired: 'Give the profile a name.',
  profileNameLong: 'The name must be 60 characters or less.',
  daysInvalid: 'Processing time is a whole number of days from 0 to 90.',
  daysOrder: 'The longest processing time cannot be shorter than the shortest.',
  moneyInvalid: 'Enter an amount from 0 to 10,000 with at most two decimals.',
  freeOverInvalid: 'Enter an amount above 0 with at most two decimals, or leave it empty.',
  profileInUse: 'Listings still use this shipping profile. Give them another one first.',
  profileUnknown: 'Choose one of your shipping profiles.',
  addressUnknown: 'Choose one of your saved addresses.',
  carrierRequired: 'Choose the carrier.',
  carrierLong: 'Carrier must be 60 characters or less.',
  trackingRequired: 'Enter the tracking number.',
  trackingInvalid: 'A tracking number has 4 to 40 letters, digits or dashes.',
  reasonRequired: 'Say why the order is cancelled.',
  reasonLong: 'The reason must be 500 characters or less.',
  capacityInvalid: 'Weekly capacity is a whole number of units from 1 to 10,000, or empty for no limit.',
  pauseInvalid: 'Pause after a whole number of weeks from 1 to 52, or leave it empty.',
  vacationMessageLong: 'The vacation message must be 500 characters or less.',
  policiesLong: 'Policies must be 5,000 characters or less.',
} as const;

const text = (missing: string, max: number, tooLong: string) =>
  requiredText(missing).max(max, { error: tooLong });

/** Optional text: blank or null is none. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** `POST /api/addresses`, `PUT /api/addresses/{id}`: where a buyer's orders go. */
export const addressSchema = z.object({
  name: text(SHIPPING_MESSAGES.nameRequired, 100, SHIPPING_MESSAGES.nameLong),
  line1: text(SHIPPING_MESSAGES.line1Required, 200, SHIPPING_MESSAGES.lineLong),
  line2: optionalText(200, SHIPPING_MESSAGES.lineLong),
  city: text(SHIPPING_MESSAGES.cityRequired, 100, SHIPPING_MESSAGES.cityLong),
  region: optionalText(100, SHIPPING_MESSAGES.regionLong),
  postal_code: text(SHIPPING_MESSAGES.postalCodeRequired, 20, SHIPPING_MESSAGES.postalCodeLong),
  country: z
    .string({ error: SHIPPING_MESSAGES.countryInvalid })
    .trim()
    .toUpperCase()
    .refine((code) => code in COUNTRIES, { error: SHIPPING_MESSAGES.countryInvalid }),
  is_default: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressSchema>;

const days = decimalNumber(SHIPPING_MESSAGES.daysInvalid).pipe(
  z
    .number()
    .int({ error: SHIPPING_MESSAGES.daysInvalid })
    .min(0, { error: SHIPPING_MESSAGES.daysInvalid })
    .max(90, {
      error: SHIPPING_MESSAGES.daysInvalid,
    }),
);

const shippingMoney = decimalNumber(SHIPPING_MESSAGES.moneyInvalid).pipe(
  z
    .number()
    .min(0, { error: SHIPPING_MESSAGES.moneyInvalid })
    .max(10_000, { error: SHIPPING_MESSAGES.moneyInvalid })
    .refine(wholeCents, { error: SHIPPING_MESSAGES.moneyInvalid }),
);

/** `POST /api/shop/shipping-profiles`, `PUT .../{id}`: what one way of shipping costs and how long making takes. */
export const shippingProfileSchema = z
  .object({
    name: text(SHIPPING_MESSAGES.profileNameRequired, 60, SHIPPING_MESSAGES.profileNameLong),
    processing_days_min: days,
    processing_days_max: days,
    first_item: shippingMoney,
    additional_item: shippingMoney,
    free_over: z
      .preprocess(
        (value) => (value === '' ? null : value),
        decimalNumber(SHIPPING_MESSAGES.freeOverInvalid)
          .pipe(
            z
              .number()
              .gt(0, { error: SHIPPING_MESSAGES.freeOverInvalid })
              .max(1_000_000, { error: SHIPPING_MESSAGES.freeOverInvalid })
              .refine(wholeCents, { error: SHIPPING_MESSAGES.freeOverInvalid }),
          )
          .nullish(),
      )
      .transform((value) => value ?? null),
  })
  .refine((profile) => profile.processing_days_max >= profile.processing_days_min, {
    error: SHIPPING_MESSAGES.daysOrder,
    path: ['processing_days_max'],
  });
export type ShippingProfileInput = z.input<typeof shippingProfileSchema>;

/** `PUT /api/shipments/{id}/ship`. */
export const shipSchema = z.object({
  carrier: text(SHIPPING_MESSAGES.carrierRequired, 60, SHIPPING_MESSAGES.carrierLong),
  tracking_number: requiredText(SHIPPING_MESSAGES.trackingRequired)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9-]{4,40}$/, { error: SHIPPING_MESSAGES.trackingInvalid })),
});
export type ShipInput = z.input<typeof shipSchema>;

/** `PUT /api/shipments/{id}/cancel`: a cancel without a reason is refused. */
export const cancelShipmentSchema = z.object({
  reason: text(SHIPPING_MESSAGES.reasonRequired, 500, SHIPPING_MESSAGES.reasonLong),
});

/** `address_id` of a checkout: optional, so curl and older clients can still buy without one. */
export const checkoutAddressField = z
  .number({ error: SHIPPING_MESSAGES.addressUnknown })
  .int()
  .min(1)
  .optional();

/** The carriers the web app offers, with the page that tracks a parcel; any other name is kept as written. */
export const CARRIERS: Record<string, string> = {
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  DHL: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=',
  'Royal Mail': 'https://www.royalmail.com/track-your-item#/tracking-results/',
  'Canada Post': 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=',
};

/** The carrier's tracking page for a parcel, or null for a carrier the web app does not know. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const base = CARRIERS[carrier];
  return base ? `${base}${encodeURIComponent(trackingNumber)}` : null;
}

/** A listing without a shipping profile ships free and is made within this many days. */
export const DEFAULT_PROCESSING_DAYS = { min: 1, max: 3 } as const;

/** Whole weeks of work waiting in a shop: open units over what it makes a week. */
export function queueWeeks(openUnits: number, weeklyCapacity: number | null): number {
  if (!weeklyCapacity) return 0;
  return openUnits / weeklyCapacity;
}

/**
 * The day an order placed on `orderDay` ships by: the profile's longest processing time, plus a week for
 * each whole week of orders already waiting in the shop (DESIGN.md, "Round three").
 */
export function shipsBy(
  orderDay: Date,
  processingDaysMax: number,
  openUnits: number,
  weeklyCapacity: number | null,
): string {
  const waitingWeeks = Math.floor(queueWeeks(openUnits, weeklyCapacity));
  const day = new Date(Date.UTC(orderDay.getUTCFullYear(), orderDay.getUTCMonth(), orderDay.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + processingDaysMax + 7 * waitingWeeks);
  return day.toISOString().slice(0, 10);
}

export interface ShippingRates {
  first_item: number;
  additional_item: number;
  free_over: number | null;
}

/**
 * One shop's shipping for one order: the first item of the dearest profile at its first-item price, every
 * other unit at its own profile's additional-item price, free when the shop's subtotal reaches a profile's
 * `free_over`. Lines without a profile ship free. In cents, so sums stay exact.
 */
export function shippingCost(
  lines: { rates: ShippingRates | null; quantity: number }[],
  subtotal: number,
): number {
  const charged = lines.filter(
    (line): line is { rates: ShippingRates; quantity: number } =>
      line.rates !== null && !(line.rates.free_over !== null && subtotal >= line.rates.free_over),
  );
  if (charged.length === 0) return 0;
  const toCents = (value: number) => Math.round(value * 100);
  const first = charged.reduce((best, line) =>
    toCents(line.rates.first_item) > toCents(best.rates.first_item) ? line : best,
  );
  let total = toCents(first.rates.first_item);
  for (const line of charged) {
    const additional = line === first ? line.quantity - 1 : line.quantity;
    total += additional * toCents(line.rates.additional_item);
  }
  return total / 100;
}
