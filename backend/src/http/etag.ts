import crypto from 'node:crypto';

/**
 * The weak ETag Express writes for a body (`W/"<length in hex>-<27 characters of its SHA-1, base64>"`), with
 * the one-shot hash: answers sent by Express and answers sent before it revalidate alike.
 */
export function weakEtag(body: Buffer): string {
  const hash = crypto.hash('sha1', body, 'base64').slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

/** `weakEtag` as Express's `etag` setting calls it, with a string body and its encoding or a buffer. */
export function expressEtag(body: string | Buffer, encoding?: BufferEncoding): string {
  return weakEtag(Buffer.isBuffer(body) ? body : Buffer.from(body, encoding));
}
