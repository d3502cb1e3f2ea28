import { z } from './zod';
import { decimalNumber, wholeCents } from './numbers';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "28 Nov 2026", the UTC calendar day of an instant. */
export const formatCouponDay = (instant: string | Date) => day.format(new Date(instant));

/** The last day an offer runs: it stops at `ends_at`, so a sale ending at midnight ran through the day before. */
export const lastDayOf = (endsAt: string | Date) => formatCouponDay(new Date(new Date(endsAt).getTime() - 1));

export const COUPON_MESSAGES = {
  codeInvalid: 'A code has 3 to 20 letters, digits, dashes or underscores.',
  percentInvalid: 'Percent off is a whole number from 1 to 90.',
  amountInvalid: 'Enter an amount above 0, up to 100,000, with at most two decimals.',
  oneKind: 'Enter a percentage or an amount off, not both.',
  noKind: 'Enter a percentage or an amount off.',
  minSubtotalInvalid: 'Enter an amount of 0 or more with at most two decimals, or leave it empty.',
  maxUsesInvalid: 'Max uses is a whole number of at least 1, or empty for no limit.',
  dateInvalid: 'Enter a date, like 2026-11-28.',
  endsBeforeStart: 'The end must come after the start.',
  codeTaken: 'You already have a coupon with this code.',
  notFound: "Coupon couldn't be found",
  deleted: 'Coupon deleted.',
  sellerInvalid: 'Choose a shop in your cart.',
  notInCart: 'No item from this shop is in your cart.',
  removed: 'Coupon removed.',
  refused: 'A coupon in your order cannot be used.',
  onePerShop: 'Only one coupon per shop can be used in an order.',
  codesInvalid: 'Send coupon codes as a list of codes.',
  usedUp: 'This coupon has been used up.',
  saleEnded: 'Your sale has ended.',
  maxUsesBelowUses: (uses: number) => `Max uses cannot be below the ${uses} uses so far.`,
  unknownAtShop: (code: string) => `There is no coupon ${code} at this shop.`,
  notForCart: (code: string) => `${code} is not a coupon of a shop in your cart.`,
  notStarted: (startsAt: string) => `This coupon starts on ${formatCouponDay(startsAt)}.`,
  ended: (endsAt: string) => `This coupon ended on ${lastDayOf(endsAt)}.`,
  minSubtotal: (amount: number) => `This coupon needs ${usd.format(amount)} or more from this shop.`,
  newTotal: (total: number) => `Your new total is ${usd.format(total)}.`,
} as const;

/** A coupon code as stored: trimmed and in capitals, so "spring10" and "SPRING10" are one code. */
export const couponCodeField = z
  .string({ error: COUPON_MESSAGES.codeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,20}$/, { error: COUPON_MESSAGES.codeInvalid });

const emptyIsNull = (value: unknown) => (value === '' ? null : value);

const percentField = decimalNumber(COUPON_MESSAGES.percentInvalid).pipe(
  z
    .number()
    .int({ error: COUPON_MESSAGES.percentInvalid })
    .min(1, { error: COUPON_MESSAGES.percentInvalid })
    .max(90, { error: COUPON_MESSAGES.percentInvalid }),
);

const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess(emptyIsNull, field.nullish()).transform((value) => value ?? null);

const moneyField = (error: string, min: 'positive' | 'zero') =>
  decimalNumber(error).pipe(
    z
      .number()
      .refine((value) => (min === 'positive' ? value > 0 : value >= 0), { error })
      .refine((value) => value <= 100_000, { error })
      .refine(wholeCents, { error }),
  );

/**
 * An instant as an ISO date-time, or a calendar day (what a date field sends). A day that starts an offer
 * means its first instant in UTC, a day that ends one its last: the offer stops at the next midnight.
 */
const instantField = (edge: 'start' | 'end') =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: COUPON_MESSAGES.dateInvalid })
    .transform((value) => {
      if (value.includes('T')) return new Date(value).toISOString();
      const midnight = new Date(`${value}T00:00:00.000Z`);
      if (edge === 'end') midnight.setUTCDate(midnight.getUTCDate() + 1);
      return midnight.toISOString();
    });

const endsAfterStart = (offer: { starts_at: string | null; ends_at: string | null }) =>
  offer.ends_at === null || new Date(offer.ends_at) > new Date(offer.starts_at ?? Date.now());

/** `POST /api/shop/coupons`, `PUT /api/shop/coupons/{id}`: a code, and a percentage or an amount off. */
export const couponSchema = z
  .object({
    code: couponCodeField,
    percent_off: optional(percentField),
    amount_off: optional(moneyField(COUPON_MESSAGES.amountInvalid, 'positive')),
    min_subtotal: optional(moneyField(COUPON_MESSAGES.minSubtotalInvalid, 'zero')),
    /** Empty: from now on. */
    starts_at: optional(instantField('start')),
    /** Empty: no end. */
    ends_at: optional(instantField('end')),
    max_uses: optional(
      decimalNumber(COUPON_MESSAGES.maxUsesInvalid).pipe(
        z
          .number()
          .int({ error: COUPON_MESSAGES.maxUsesInvalid })
          .min(1, { error: COUPON_MESSAGES.maxUsesInvalid })
          .max(1_000_000, { error: COUPON_MESSAGES.maxUsesInvalid }),
      ),
    ),
  })
  .refine((coupon) => coupon.percent_off === null || coupon.amount_off === null, {
    error: COUPON_MESSAGES.oneKind,
    path: ['percent_off'],
  })
  .refine((coupon) => coupon.percent_off !== null || coupon.amount_off !== null, {
    error: COUPON_MESSAGES.noKind,
    path: ['percent_off'],
  })
  .refine(endsAfterStart, { error: COUPON_MESSAGES.endsBeforeStart, path: ['ends_at'] });
export type CouponInput = z.input<typeof couponSchema>;
export type CouponFields = z.output<typeof couponSchema>;

/** `PUT /api/shop/sale`: a percentage off every listing of the shop between two instants (null ends it). */
export const saleSchema = z
  .object({
    percent_off: percentField,
    starts_at: optional(instantField('start')),
    ends_at: instantField('end'),
  })
  .refine(endsAfterStart, { error: COUPON_MESSAGES.endsBeforeStart, path: ['ends_at'] });
export type SaleInput = z.input<typeof saleSchema>;
export type SaleFields = z.output<typeof saleSchema>;

/** `PUT /api/cart/coupon`: a code for one shop of the cart. */
export const cartCouponSchema = z.object({
  seller_id: z
    .number({ error: COUPON_MESSAGES.sellerInvalid })
    .int({ error: COUPON_MESSAGES.sellerInvalid })
    .min(1, { error: COUPON_MESSAGES.sellerInvalid })
    .max(2_147_483_647, { error: COUPON_MESSAGES.sellerInvalid }),
  code: couponCodeField,
});

/** Checkout's `coupon_codes`: at most one per shop, checked again when the order is placed. */
export const couponCodesField = z
  .array(couponCodeField, { error: COUPON_MESSAGES.codesInvalid })
  .max(100, { error: COUPON_MESSAGES.codesInvalid })
  .optional();

const cents = (amount: number) => Math.round(amount * 100);

/** A listing's price during its shop's sale, rounded to the nearest cent (half a cent up). */
export const salePrice = (price: number, percentOff: number) =>
  Math.round((cents(price) * (100 - percentOff)) / 100) / 100;

/** What a coupon takes off, as `couponDiscount` and `couponProblem` read it. */
export interface CouponTerms {
  percent_off: number | null;
  amount_off: number | null;
  min_subtotal: number | null;
  starts_at: string;
  ends_at: string | null;
  /** Every use allowed has been taken. */
  used_up: boolean;
}

/**
 * The discount on one shop's goods (shipping is never discounted): a percentage rounded to the nearest cent,
 * or an amount, never more than the goods cost.
 */
export function couponDiscount(terms: Pick<CouponTerms, 'percent_off' | 'amount_off'>, subtotal: number) {
  const goods = cents(subtotal);
  const off =
    terms.percent_off !== null
      ? Math.round((goods * terms.percent_off) / 100)
      : Math.min(cents(terms.amount_off ?? 0), goods);
  return off / 100;
}

/** Why the coupon cannot be used on this subtotal now, in words for the buyer, or null when it can. */
export function couponProblem(terms: CouponTerms, subtotal: number, now = new Date()): string | null {
  if (new Date(terms.starts_at) > now) return COUPON_MESSAGES.notStarted(terms.starts_at);
  if (terms.ends_at !== null && new Date(terms.ends_at) <= now) return COUPON_MESSAGES.ended(terms.ends_at);
  if (terms.used_up) return COUPON_MESSAGES.usedUp;
  if (terms.min_subtotal !== null && cents(subtotal) < cents(terms.min_subtotal))
    return COUPON_MESSAGES.minSubtotal(terms.min_subtotal);
  return null;
}

/** What a coupon takes off, as a seller's list says it: "15% off" or "$5.00 off". */
export const couponOffText = (terms: Pick<CouponTerms, 'percent_off' | 'amount_off'>) =>
  terms.percent_off !== null ? `${terms.percent_off}% off` : `${usd.format(terms.amount_off ?? 0)} off`;
