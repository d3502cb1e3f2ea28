// Kept apart from the coupon schemas: the product page and the cart price a sale or a coupon without loading
// a validation library.

// Made on first use: a browser takes tens of milliseconds to make a formatter.
let usd: Intl.NumberFormat | undefined;
let day: Intl.DateTimeFormat | undefined;
const dollars = (amount: number) =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(amount);

/** "28 Nov 2026", the UTC calendar day of an instant. */
export const formatCouponDay = (instant: string | Date) =>
  (day ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })).format(new Date(instant));

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
  minSubtotal: (amount: number) => `This coupon needs ${dollars(amount)} or more from this shop.`,
  newTotal: (total: number) => `Your new total is ${dollars(total)}.`,
} as const;

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
  terms.percent_off !== null ? `${terms.percent_off}% off` : `${dollars(terms.amount_off ?? 0)} off`;
