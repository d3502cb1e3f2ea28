import { MESSAGES } from '@handmade/common';
import type { ApiError } from './api';

/** What a form shows of its errors: messages under fields, and one above the form. */
export interface FormErrors {
  fields: Record<string, string>;
  /** Shown above the form when no field can carry it. */
  general: string | null;
}

export const noErrors: FormErrors = { fields: {}, general: null };

/** Below 500 the server's messages go under their fields; from 500 up, or with no answer, one generic sentence. */
export function serverFormErrors(error: ApiError | undefined, fieldNames: readonly string[]): FormErrors {
  if (!error || error.status >= 500) return { fields: {}, general: MESSAGES.serverError };
  const fields: Record<string, string> = {};
  for (const name of fieldNames) {
    const message = error.errors[name];
    if (message) fields[name] = message;
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : error.message || MESSAGES.serverError };
}

/** The errors less the field's own message: what a form shows once that field is edited. */
export function withoutFieldError(errors: FormErrors, field: string): FormErrors {
  if (!(field in errors.fields)) return errors;
  const { [field]: _edited, ...rest } = errors.fields;
  return { ...errors, fields: rest };
}

/**
 * The field messages to keep showing once the person has edited some fields. Each edited field that shows a
 * message takes the one `found` for its new value, or none as soon as the value is valid; fields without a
 * message gain none before the next submit, and the others keep theirs (a server's verdict stays until its
 * field changes).
 */
export function errorsAfterEdit(
  shown: Record<string, string>,
  found: Record<string, string>,
  edited: readonly string[],
): Record<string, string> {
  if (!edited.some((field) => field in shown)) return shown;
  const next = { ...shown };
  for (const field of edited) {
    if (!(field in next)) continue;
    const message = found[field];
    if (message) next[field] = message;
    else delete next[field];
  }
  return next;
}
