import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Response } from 'express';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The largest JSON body a request may carry (express.json's `limit`, and the cart add's before Express). */
export const JSON_BODY_LIMIT = 100 * 1024;

/** JSON already written, such as a page of product cards: sent as it is, never parsed and written again. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** An object already written as JSON, with one more field at its end. */
export const withField = (object: string, name: string, value: unknown) =>
  new JsonText(`${object.slice(0, -1)},${JSON.stringify(name)}:${JSON.stringify(value)}}`);

/** The bytes of an answer's JSON, written unless it already is. */
export const jsonBody = (json: unknown): Buffer =>
  Buffer.from(json instanceof JsonText ? json.text : JSON.stringify(json));

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
