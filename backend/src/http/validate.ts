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

/** The largest id a row can have (PostgreSQL's int4), the bound the API reference states for every id. */
export const MAX_ID = 2_147_483_647;

/** Digits that make an id from 1 to MAX_ID (up to 10 of them), or undefined. */
export function idFromText(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/**
 * A positive integer id from a path or query parameter, or 400 when it cannot be one. An id in range
 * that names no row is left to the service, which answers 404.
 */
export function parseId(value: unknown, what: string): number {
  const id = typeof value === 'string' ? idFromText(value) : undefined;
  if (id === undefined) throw badRequest(`Invalid ${what} id.`);
  return id;
}
