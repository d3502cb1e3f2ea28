import { toFieldErrors } from '@handmade/common';
import type { z } from 'zod';
import { badRequest } from './httpError';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** Whether any string (or key) in a parsed JSON value holds U+0000, which PostgreSQL text cannot store. */
export function containsNul(input: unknown): boolean {
  const pending = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** Parses input with a shared schema, or throws 400 with messages keyed by form field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  keys: Record<string, string> = {},
): z.infer<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest('The request body must be a JSON object.');
  }
  if (containsNul(input)) throw badRequest(NUL_MESSAGE);
  const result = schema.safeParse(input);
  if (!result.success) {
    throw badRequest('Validation failed.', toFieldErrors(result.error, keys));
  }
  return result.data;
}

/** A positive integer id from a path or query parameter, or 400 when it cannot be one. */
export function parseId(value: unknown, what: string): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badRequest(`Invalid ${what} id.`);
  }
  return id;
}
