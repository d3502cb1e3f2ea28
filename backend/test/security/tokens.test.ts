import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { signSession, verifySession } from '../../src/modules/auth/sessionToken';
import { createTestApp, signUp, type SignedInUser } from '../testApp';

const test = createTestApp();
const ISSUER = 'handmade-market';
const AUDIENCE = 'handmade-market-web';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let signed: SignedInUser;
beforeAll(async () => {
  signed = await signUp(test);
});

/** The claims a real session carries, for the signed-up user. */
function claims(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  const all = {
    sub: String(signed.user.id),
    ver: 0,
    jti: randomUUID(),
    iss: ISSUER,
    aud: AUDIENCE,
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
  // An override of `undefined` leaves the claim out.
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
}

const sign = (payload: object, algorithm: jwt.Algorithm = 'HS256', secret = test.jwtSecret) =>
  jwt.sign(payload, secret, { algorithm });

async function statusWith(token: string): Promise<number> {
  const res = await test.request().get('/api/auth/').set('Cookie', `session=${token}`);
  if (res.status !== 200) expect(res.body).toEqual({ message: 'Authentication required' });
  return res.status;
}

describe('session tokens', () => {
  it('accepts a token the server signed (the control case)', async () => {
    expect(await statusWith(sign(claims()))).toBe(200);
    expect(await statusWith(signSession(test.jwtSecret, signed.user.id, 0, 1))).toBe(200);
  });

  it('pins the algorithm: an unsigned token (alg none) is refused', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`;
    expect(await statusWith(unsigned)).toBe(401);
    expect(await statusWith(`${unsigned}${'A'.repeat(43)}`)).toBe(401);
  });

  it('pins the algorithm: HS512 and HS384 with the right secret are refused', async () => {
    expect(await statusWith(sign(claims(), 'HS512'))).toBe(401);
    expect(await statusWith(sign(claims(), 'HS384'))).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    expect(await statusWith(sign(claims(), 'HS256', 'another-secret-that-is-long-enough-to-sign'))).toBe(401);
  });

  it('checks the expiry', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    expect(await statusWith(sign(claims({ iat: past - 3600, exp: past })))).toBe(401);
    expect(await statusWith(sign(claims({ exp: undefined })))).toBe(401);
  });

  it('checks the issuer and the audience', async () => {
    expect(await statusWith(sign(claims({ iss: 'someone-else' })))).toBe(401);
    expect(await statusWith(sign(claims({ iss: undefined })))).toBe(401);
    expect(await statusWith(sign(claims({ aud: 'another-app' })))).toBe(401);
    expect(await statusWith(sign(claims({ aud: undefined })))).toBe(401);
  });

  it('refuses, without a server error, correctly signed claims the server never issues', async () => {
    for (const odd of [
      { sub: '-1' },
      { sub: '2147483648' },
      { sub: 'abc' },
      { ver: 1.5 },
      { ver: 1e20 },
      { ver: '0' },
      { jti: 'not-a-uuid' },
      { jti: undefined },
      { ver: 1 },
    ]) {
      expect(await statusWith(sign(claims(odd))), JSON.stringify(odd)).toBe(401);
    }
    expect(verifySession(test.jwtSecret, sign(claims({ jti: "x'; DROP TABLE users; --" })))).toBeUndefined();
  });
});

describe('ending sessions on the server', () => {
  it('logout revokes that token for good, whether by GET or POST, and leaves the other sessions alive', async () => {
    const { user, password } = await signUp(test);
    const login = async () => {
      const res = await test
        .request()
        .post('/api/auth/login')
        .send({ email: user.email, password })
        .expect(200);
      return String(res.headers['set-cookie']).split(';')[0]!;
    };
    const [first, second, third] = [await login(), await login(), await login()];
    await test.request().post('/api/auth/logout').set('Cookie', first).expect(200);
    await test.request().get('/api/auth/logout').set('Cookie', second).expect(200);
    await test.request().get('/api/auth/').set('Cookie', first).expect(401);
    await test.request().get('/api/cart/').set('Cookie', second).expect(401);
    await test.request().get('/api/auth/').set('Cookie', third).expect(200);
    const revoked = await test.db('revoked_sessions').count({ n: '*' }).first();
    expect(Number(revoked?.n)).toBeGreaterThanOrEqual(2);
  });

  it('a password change ends every other session (token version)', async () => {
    const { agent, user, password } = await signUp(test);
    const other = test.request();
    await other.post('/api/auth/login').send({ email: user.email, password }).expect(200);
    await agent
      .put('/api/auth/password')
      .send({ current_password: password, new_password: 'quite another secret' });
    await other.get('/api/auth/').expect(401);
    await agent.get('/api/auth/').expect(200);
  });
});
