import type { z } from './zod';

export type FieldErrors = Record<string, string>;

/**
 * The first message for each field, keyed by the name the form shows it under
 * (`first_name` in a body is `firstName` on the form, as spec §8 names them).
 */
export function toFieldErrors(error: z.ZodError, keys: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    const key = keys[field] ?? field;
    errors[key] ??= issue.message;
  }
  return errors;
}
