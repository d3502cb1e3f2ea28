import { z } from './zod';
import { MESSAGES } from './messages';

/** A plain decimal number as a form field or a careful client writes it: "3", "12.50", "-1". */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Turns a plain decimal string into its number and leaves anything else as it came, so the schema that
 * follows refuses it with its field's message. `Number()` alone would read "0x10" as 16, "1e3" as 1000,
 * "0b11" as 3 and " " as 0.
 */
export function fromDecimalText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return PLAIN_DECIMAL.test(text) ? Number(text) : value;
}

/** A finite JSON number or a plain decimal string, with one message for anything else. */
export const decimalNumber = (error: string) =>
  z.preprocess(fromDecimalText, z.number({ error }).refine(Number.isFinite, { error }));

/** True for an amount in whole cents (12.5, 12.50), false for 12.505. */
export const wholeCents = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A price in dollars, more than zero, rounded to cents. */
export const priceField = decimalNumber(MESSAGES.priceMin).pipe(
  z
    .number()
    .gt(0, { error: MESSAGES.priceMin })
    .max(99_999_999.99, { error: MESSAGES.priceMax })
    .transform((price) => Math.round(price * 100) / 100)
    .refine((price) => price > 0, { error: MESSAGES.priceMin }),
);
