import { MESSAGES } from '@handmade/common';
import type { ApiError } from '../../lib/api';

export interface FormErrors {
  fields: Record<string, string>;
  /** Shown above the form when no field can carry it. */
  general: string | null;
}

export const noErrors: FormErrors = { fields: {}, general: null };

/** Below 500 the server's messages go under their fields; from 500 up, one generic sentence. */
export function serverErrors(error: ApiError | undefined, fieldNames: readonly string[]): FormErrors {
  if (!error || error.status >= 500) return { fields: {}, general: MESSAGES.serverError };
  const fields: Record<string, string> = {};
  for (const name of fieldNames) {
    const message = error.errors[name];
    if (message) fields[name] = message;
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : error.message || MESSAGES.serverError };
}
