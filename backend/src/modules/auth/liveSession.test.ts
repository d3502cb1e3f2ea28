import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { createUsersRepository } from '../users';
import { LIVE_SESSION_SQL, liveSessionBindings } from './liveSession';
import type { SessionClaims } from './sessionToken';

const test = createTestApp();
const users = createUsersRepository(test.db);

/** A shopper's session claims, made to be in `state`; whether it should be live. */
async function sessionIn(state: string): Promise<{ claims: SessionClaims; live: boolean }> {
  const { user } = await createShopper(test);
  const claims = { userId: user.id, version: 0, jti: randomUUID(), expiresAt: new Date(Date.now() + 60_000) };
  const byId = () => test.db('users').where({ id: user.id });
  switch (state) {
    case 'live':
      return { claims, live: true };
    case 'signed out':
      await test.db('revoked_sessions').insert({ jti: claims.jti, expires_at: claims.expiresAt });
      return { claims, live: false };
    case 'another session signed out':
      await test.db('revoked_sessions').insert({ jti: randomUUID(), expires_at: claims.expiresAt });
      return { claims, live: true };
    case 'password changed':
      await byId().increment('token_version', 1);
      return { claims, live: false };
    case 'token newer than the user':
      return { claims: { ...claims, version: 1 }, live: false };
    case 'closed':
      await byId().update({ closed_at: new Date() });
      return { claims, live: false };
    case 'without a cart':
      await test.db('carts').where({ user_id: user.id }).delete();
      return { claims, live: false };
    case 'unknown user':
      return { claims: { ...claims, userId: 2_147_483_647 }, live: false };
    default:
      throw new Error(state);
  }
}

describe('LIVE_SESSION_SQL', () => {
  it.each([
    'live',
    'signed out',
    'another session signed out',
    'password changed',
    'token newer than the user',
    'closed',
    'without a cart',
    'unknown user',
  ])('answers as findSessionUser does for a session %s', async (state) => {
    const { claims, live } = await sessionIn(state);
    const found = await users.findSessionUser(claims.userId, claims.version, claims.jti);
    const { rows } = (await test.db.raw(LIVE_SESSION_SQL, liveSessionBindings(claims))) as {
      rows: { id: number; cart_id: number }[];
    };
    expect(rows).toEqual(found ? [{ id: found.id, cart_id: found.cart_id }] : []);
    expect(rows).toHaveLength(live ? 1 : 0);
  });
});
