import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Response } from 'express';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The largest JSON body a request may carry (express.json's `limit`, and the cart add's before Express). */
export const JSON_BODY_LIMIT = 100 * 1024;

/**
 * JSON already written, such as a page of product cards: sent as it is, never parsed and written again.
 * It is kept in the parts it was made of, each written into the answer's bytes where it stands: joined
 * first, a page's 40 KB of cards were copied once more into a string of their own on every request
 * (`docs/performance.md`, "Rows the collector kept").
 */
export class JsonText {
  readonly parts: readonly string[];

  constructor(...parts: string[]) {
    this.parts = parts;
  }

  get text(): string {
    return this.parts.join('');
  }
}

/** An object already written as JSON, with one more field at its end. */
export const withField = (object: string, name: string, value: unknown) =>
  new JsonText(object.slice(0, -1), `,${JSON.stringify(name)}:${JSON.stringify(value)}}`);

/** The UTF-8 bytes of `parts` one after the other. */
function bytesOf(parts: readonly string[]): Buffer {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
}

/** The bytes of an answer's JSON, written unless it already is. */
export const jsonBody = (json: unknown): Buffer =>
  json instanceof JsonText ? bytesOf(json.parts) : Buffer.from(JSON.stringify(json));

/** Sends `json` as Express's `res.json` does: same type, charset and ETag. */
export function sendJson(res: Response, json: unknown): void {
  if (json instanceof JsonText) res.type('json').send(json.text);
  else res.json(json);
}

/** Sends `body` as JSON from outside Express, after `headers`; the headers as sent. */
export function sendJsonBody(
  res: ServerResponse,
  status: number,
  body: Buffer,
  headers: OutgoingHttpHeaders,
): OutgoingHttpHeaders {
  const sent: OutgoingHttpHeaders = { ...headers, 'content-type': JSON_TYPE, 'content-length': body.length };
  for (const name in sent) res.setHeader(name, sent[name]!);
  res.writeHead(status);
  res.end(body);
  return sent;
}
