import { z } from './zod';
import { MESSAGES } from './messages';
import { checkoutAddressField } from './shipping';
import { couponCodesField } from './coupons';

export interface PaymentForm {
  name: string;
  cardNumber: string;
  expiration: string;
  cvv: string;
  billingAddress: string;
}

export type PaymentErrors = Partial<Record<keyof PaymentForm, string>>;

/** Adds the slash of MM/YY when the user typed four digits. */
export function formatExpiration(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (/^\d{4}$/.test(digits) && !value.includes('/')) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return value.trim();
}

function expirationError(value: string, now: Date): string | undefined {
  if (!value.trim()) return MESSAGES.expirationRequired;
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return MESSAGES.expirationInvalid;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return MESSAGES.expirationInvalid;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return MESSAGES.expirationPast;
  return undefined;
}

/** Card checks done in the browser only: no card data ever leaves it. */
export function validatePayment(form: PaymentForm, now = new Date()): PaymentErrors {
  const errors: PaymentErrors = {};
  if (!form.name.trim()) errors.name = MESSAGES.cardNameRequired;
  const digits = form.cardNumber.replace(/\s/g, '');
  if (!digits) errors.cardNumber = MESSAGES.cardNumberRequired;
  else if (!/^\d{13,19}$/.test(digits)) errors.cardNumber = MESSAGES.cardNumberInvalid;
  const expiration = expirationError(form.expiration, now);
  if (expiration) errors.expiration = expiration;
  if (!form.cvv.trim()) errors.cvv = MESSAGES.cvvRequired;
  else if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = MESSAGES.cvvInvalid;
  if (!form.billingAddress.trim()) errors.billingAddress = MESSAGES.billingAddressRequired;
  return errors;
}

export const CHECKOUT_PRICE_MESSAGES = {
  expectedTotal: 'The expected total must be a number of at least 0 with at most two decimals.',
  pricesChanged: 'Prices changed since you saw your cart. Check the new total and place your order again.',
} as const;

/**
 * The body of a checkout: the total the buyer was shown (goods and shipping). When the cart costs something else now, nothing is
 * bought and the answer is 409 with the new lines. Without it, the cart is bought at the current prices.
 */
export const checkoutRequestSchema = z.object({
  expected_total: z
    .number({ error: CHECKOUT_PRICE_MESSAGES.expectedTotal })
    .min(0, { error: CHECKOUT_PRICE_MESSAGES.expectedTotal })
    .max(1e12, { error: CHECKOUT_PRICE_MESSAGES.expectedTotal })
    .multipleOf(0.01, { error: CHECKOUT_PRICE_MESSAGES.expectedTotal })
    .optional(),
  /** One of the buyer's saved addresses; without it the order has no address (curl, older clients). */
  address_id: checkoutAddressField,
  /** Codes of the shops' coupons, one per shop at most, checked again as the order is placed. */
  coupon_codes: couponCodesField,
});

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function totalChangedMessage(total: number): string {
  return `The total is now ${usd.format(total)}.`;
}

/**
 * The most one order may cost, goods and shipping: what `orders.total` and a shipment's amounts
 * (numeric(12,2)) hold. Every shipment of an order costs at most the order, so this one bound covers them.
 */
export const MAX_ORDER_TOTAL = 9_999_999_999.99;

export const ORDER_TOTAL_MESSAGES = {
  lineTooLarge: `That quantity would cost more than one order can (${usd.format(MAX_ORDER_TOTAL)}). Choose a smaller quantity.`,
  orderTooLarge: `Your cart costs more than one order can (${usd.format(MAX_ORDER_TOTAL)}). Lower some quantities and place your order again.`,
} as const;

/** Whether an amount in cents (a whole number) fits in one order. */
export const fitsInOneOrder = (cents: number): boolean => cents <= Math.round(MAX_ORDER_TOTAL * 100);
