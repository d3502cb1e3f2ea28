import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable, isInvalidText } from '../db/pgErrors';
import { StorageUnavailableError } from '../storage/storageErrors';
import type { Logger } from '../logger';
import { HttpError } from './httpError';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  code?: string;
  /** Set on file system errors (a missing file under /uploads or /assets), whose message names a server path. */
  syscall?: string;
}

/** A framework 4xx keeps its message, unless it comes from the file system and would reveal a path. */
function frameworkMessage(error: BodyParserError, status: number): string {
  if (error.syscall) return status === 404 ? 'Not found.' : `${STATUS_CODES[status] ?? 'Bad request'}.`;
  return error.message || 'Bad request.';
}

/** Errors raised before our handlers (body parsing, uploads) mapped to a clear 4xx. */
function fromFramework(error: BodyParserError): HttpError | undefined {
  switch (error.type ?? error.code) {
    case 'entity.parse.failed':
      return new HttpError(400, 'The request body is not valid JSON.');
    case 'entity.too.large':
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, 'The request is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'Unsupported content encoding.');
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_UNEXPECTED_FILE':
    case 'MISSING_FIELD_NAME':
      return new HttpError(400, `Invalid upload: ${error.message}.`);
    default:
      if (error.status && error.status >= 400 && error.status < 500) {
        return new HttpError(error.status, frameworkMessage(error, error.status));
      }
      return undefined;
  }
}

export const notFoundApi: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `No API route for ${req.method} ${req.path}`));
};

/** The answer to an error: its status, its `{message, errors}` body and any header it needs. */
export interface ErrorAnswer {
  status: number;
  json: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * What the client hears for `error`: a known error keeps its status and message, an unavailable dependency
 * is a 503 to retry, anything else a 500 that says nothing of its cause. Only the last two are logged.
 */
export function errorAnswer(error: unknown, log: Logger | undefined): ErrorAnswer {
  const known =
    error instanceof HttpError
      ? error
      : isInvalidText(error)
        ? new HttpError(400, 'The request contains text that cannot be stored.')
        : fromFramework(error as BodyParserError);
  if (known) {
    return {
      status: known.status,
      json: { message: known.message, errors: known.errors, ...known.details },
    };
  }
  if (error instanceof StorageUnavailableError || isDatabaseUnavailable(error)) {
    log?.error({ err: error }, 'dependency unavailable');
    return {
      status: 503,
      json: { message: 'The service is temporarily unavailable. Please try again shortly.' },
      headers: { 'Retry-After': '5' },
    };
  }
  log?.error({ err: error }, 'unhandled error');
  return { status: 500, json: { message: 'Something went wrong' } };
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const answer = errorAnswer(error, req.log);
  if (res.headersSent) {
    res.end();
    return;
  }
  res
    .status(answer.status)
    .set(answer.headers ?? {})
    .json(answer.json);
};
