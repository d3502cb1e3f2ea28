import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import type { CookieOptions } from 'express';
import jwt from 'jsonwebtoken';

export const SESSION_COOKIE = 'session';
const ISSUER = 'handmade-market';
const AUDIENCE = 'handmade-market-web';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INT = 2_147_483_647;

const isInteger = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_INT;

export interface SessionClaims {
  userId: number;
  version: number;
  jti: string;
  expiresAt: Date;
}

/**
 * Given a string, jsonwebtoken first tries it as a public key and catches the failure on every call; a key
 * object made once skips that.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

export function signSession(secret: string, userId: number, version: number, days: number): string {
  return jwt.sign({ ver: version }, keyOf(secret), {
    algorithm: 'HS256',
    subject: String(userId),
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: `${days}d`,
    jwtid: randomUUID(),
  });
}

/** The claims of a valid token, or undefined for anything forged, expired or malformed. */
export function verifySession(secret: string, token: string): SessionClaims | undefined {
  try {
    const payload = jwt.verify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload === 'string') return undefined;
    const userId = Number(payload.sub);
    // Claims go into integer and uuid columns: anything the server never issues is refused here,
    // not by a database error.
    if (
      !isInteger(userId, 1) ||
      !isInteger(payload.ver, 0) ||
      typeof payload.jti !== 'string' ||
      !UUID.test(payload.jti) ||
      typeof payload.exp !== 'number'
    ) {
      return undefined;
    }
    return { userId, version: payload.ver, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return undefined;
  }
}

export function sessionCookieOptions(secure: boolean, days: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: days * 24 * 60 * 60 * 1000 };
}
