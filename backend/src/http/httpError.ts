import type { FieldErrors } from '@handmade/common';

/** The one error a service throws; the error middleware turns it into `{message, errors}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden', errors?: FieldErrors) => new HttpError(403, message, errors);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors, details?: Record<string, unknown>) =>
  new HttpError(409, message, errors, details);
