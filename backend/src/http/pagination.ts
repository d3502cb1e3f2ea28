import type { Request, Response } from 'express';
import { toFieldErrors } from '@handmade/common';
import { z } from 'zod';
import { badRequest } from './httpError';

export type CursorKey = string | number;

const cursorSchema = z.object({
  s: z.string(),
  k: z
    .array(z.union([z.string(), z.number()]))
    .min(1)
    .max(4),
});

const INVALID_CURSOR = 'cursor must be the value from a previous page.';

export const DEFAULT_PAGE_SIZE = 60;
export const MAX_PAGE_SIZE = 200;

const text = (message: string) => z.string({ error: message });

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** `limit` and `cursor`, shared by every paged list. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    limit: text(LIMIT_MESSAGE)
      .regex(/^\d{1,3}$/, { error: LIMIT_MESSAGE })
      .transform(Number)
      .pipe(z.number().min(1, { error: LIMIT_MESSAGE }).max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE }))
      .optional()
      .default(defaultLimit),
    cursor: text(INVALID_CURSOR).max(500, { error: INVALID_CURSOR }).optional(),
  });
}

export const pageQuerySchema = pageQuery(DEFAULT_PAGE_SIZE);

/** An opaque cursor: the sort it belongs to and the keys of the last row of the page. */
export function encodeCursor(sort: string, keys: CursorKey[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: keys })).toString('base64url');
}

/** The keys of a cursor made by `encodeCursor` for the same sort; 400 for anything else. */
export function decodeCursor<K extends z.ZodType>(cursor: string, sort: string, keys: K): z.infer<K> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  }
  const parsed = cursorSchema.safeParse(decoded);
  const parsedKeys = parsed.success && parsed.data.s === sort ? keys.safeParse(parsed.data.k) : undefined;
  if (!parsedKeys?.success) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return parsedKeys.data;
}

/**
 * Query parameters (a request's, or any parsed query) parsed with a schema: 400 whose message names the
 * first bad one, `errors` all of them.
 */
export function parseQuery<S extends z.ZodType>(schema: S, { query }: { query: object }): z.infer<S> {
  const result = schema.safeParse({ ...query });
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  throw badRequest(Object.values(errors)[0] ?? 'Invalid query parameters.', errors);
}

/** A page of `limit` rows out of `limit + 1` fetched, and the cursor of the next one while more exist. */
export function takePage<R>(rows: R[], limit: number, cursorOf: (last: R) => string) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: rows.length > limit && last ? cursorOf(last) : undefined };
}

/** A `Link` header's value (RFC 8288): `path` with the same query and the next cursor, `rel="next"`. */
export function nextLink(path: string, query: object, next: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'cursor' && typeof value === 'string') params.append(name, value);
  }
  params.set('cursor', next);
  return `<${path}?${params.toString()}>; rel="next"`;
}

/** `Link: <same path and query, with the next cursor>; rel="next"`, while more pages follow. */
export function setNextLink(req: Request, res: Response, next: string | undefined): void {
  if (next) res.set('Link', nextLink(`${req.baseUrl}${req.path}`, req.query, next));
}
