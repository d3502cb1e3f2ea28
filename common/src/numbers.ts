import { z } from 'zod';

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
