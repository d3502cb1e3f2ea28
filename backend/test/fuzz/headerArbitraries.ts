import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import jwt from 'jsonwebtoken';
import { encodePart, nastyString } from './arbitraries';

const ISSUER = 'handmade-market';
const AUDIENCE = 'handmade-market-web';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Session tokens an attacker could send: unsigned (`alg: none`), another algorithm or secret, expired,
 * the wrong issuer or audience, and, signed with the real secret, claims no server ever issues.
 */
export function forgedToken(secret: string, userId: number): fc.Arbitrary<string> {
  const now = Math.floor(Date.now() / 1000);
  const good = {
    sub: String(userId),
    ver: 0,
    jti: randomUUID(),
    iss: ISSUER,
    aud: AUDIENCE,
    exp: now + 3600,
  };
  const claims = fc.record(
    {
      sub: fc.oneof(
        fc.constantFrom('-1', '0', '99999999999', '2147483648', '1.5', 'abc', '', String(userId)),
        fc.integer().map(String),
      ),
      ver: fc.oneof(fc.constantFrom(0, 1.5, -1, 1e20, 2 ** 31, '0', null), fc.integer()),
      jti: fc.oneof(
        fc.constantFrom(randomUUID(), 'not-a-uuid', '', 'x'.repeat(300)),
        nastyString.map((text) => text.slice(0, 1_000)),
      ),
      iat: fc.constantFrom(now, now + 10_000_000, -1),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    fc.constant(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(good)}.`),
    fc.constant(`${base64url({ alg: 'none' })}.${base64url(good)}.${'A'.repeat(43)}`),
    fc.constant(jwt.sign(good, secret, { algorithm: 'HS512' })),
    fc.constant(jwt.sign(good, secret, { algorithm: 'HS384' })),
    fc.constant(jwt.sign(good, 'another-secret-that-is-long-enough-to-sign', { algorithm: 'HS256' })),
    fc.constant(jwt.sign({ ...good, exp: now - 60 }, secret, { algorithm: 'HS256' })),
    fc.constant(jwt.sign({ ...good, iss: 'someone-else' }, secret, { algorithm: 'HS256' })),
    fc.constant(jwt.sign({ ...good, aud: 'another-app' }, secret, { algorithm: 'HS256' })),
    claims.map((extra) => jwt.sign({ ...good, ...extra }, secret, { algorithm: 'HS256', noTimestamp: true })),
    nastyString.map((text) => text.slice(0, 2000)),
    fc.constantFrom('a.b.c', '...', 'eyJhbGciOiJIUzI1NiJ9..', 'null', 'undefined'),
  );
}

/** A Cookie header: forged sessions, several session cookies, garbage and encoding tricks. */
export function cookieHeader(secret: string, userId: number): fc.Arbitrary<string | undefined> {
  const token = forgedToken(secret, userId);
  return fc.oneof(
    fc.constant(undefined),
    token.map((value) => `session=${encodePart(value)}`),
    // Raw, as a careless client would send it (only what an HTTP header can carry at all).
    token.map((value) => `session=${value.replace(/[^\x20-\x7e]/g, '')}`),
    fc.tuple(token, token).map(([a, b]) => `session=${encodePart(a)}; session=${encodePart(b)}`),
    fc.constantFrom('session=', 'session', '=', ';;;', 'session=%E0%A4%A', 'session="quoted"', 'j:{}'),
    fc
      .string({ maxLength: 200 })
      .map((text) => text.replace(/[\r\n\0]/g, ''))
      .filter((text) => /^[\x20-\x7e]*$/.test(text)),
  );
}

/** Cross-site request forgery attempts and honest same-origin calls, in every combination. */
export const originHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      origin: fc.constantFrom(
        'https://evil.example',
        'http://127.0.0.1',
        'null',
        'not a url',
        'http://localhost:8000',
        'file://',
      ),
      'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'weird'),
      'sec-fetch-mode': fc.constantFrom('cors', 'navigate', 'no-cors'),
    },
    { requiredKeys: [] },
  )
  .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)));
