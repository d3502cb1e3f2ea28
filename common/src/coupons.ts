import { z } from './zod';
import { COUPON_MESSAGES } from './couponRules';
import { decimalNumber, wholeCents } from './numbers';

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
