import type { Response } from 'express';

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
