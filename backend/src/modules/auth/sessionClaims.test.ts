import cookieParser from 'cookie-parser';
import express, { type RequestHandler } from 'express';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createShopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { errorHandler } from '../../http/errorHandler';
import { writeRateLimit } from '../../http/rateLimits';
import { createUsersRepository } from '../users';
import { createRequireAuth, createSessionUserOf, currentSession } from './requireAuth';
import { createSessionCache } from './sessionCache';
import { signSession, verifySession } from './sessionToken';

const test = createTestApp();

/** The write limit and then `guard`, as app.ts puts them in front of a write, with a spy on verification. */
function writeBehind(guard: (requireAuth: ReturnType<typeof createRequireAuth>) => RequestHandler) {
  const verify = vi.fn(verifySession);
  const requireAuth = createRequireAuth(
    test.jwtSecret,
    createUsersRepository(test.db),
    createSessionCache(undefined, 0),
    verify,
  );
  const app = express()
    .use(express.json(), cookieParser())
    .use(writeRateLimit({ auth: 100, write: 100 }, createSessionUserOf(test.jwtSecret, verify)).handler)
    .post('/write', guard(requireAuth), (req, res) => {
      res.json({ userId: currentSession(req).userId });
    })
    .use(errorHandler);
  return { verify, request: () => supertest(app).post('/write') };
}

async function tokenOfShopper() {
  const { user } = await createShopper(test);
  return { userId: user.id, token: signSession(test.jwtSecret, user.id, 0, 1) };
}

describe("a request's session token", () => {
  it('is verified once though the write limit and requireAuth both read it, and not again while it lasts', async () => {
    const { userId, token } = await tokenOfShopper();
    const { verify, request } = writeBehind((requireAuth) => requireAuth);
    const res = await request().set('Cookie', `session=${token}`).expect(200);
    expect(res.body).toEqual({ userId });
    expect(verify).toHaveBeenCalledTimes(1);
    await request().set('Cookie', `session=${token}`).expect(200);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("is verified once though the write limit and requireAuth's tokenOnly both read it", async () => {
    const { userId, token } = await tokenOfShopper();
    const { verify, request } = writeBehind((requireAuth) => requireAuth.tokenOnly);
    const res = await request().set('Cookie', `session=${token}`).expect(200);
    expect(res.body).toEqual({ userId });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('is verified again on every request while it is refused', async () => {
    const { verify, request } = writeBehind((requireAuth) => requireAuth);
    await request().set('Cookie', 'session=not.a.jwt').expect(401);
    const once = verify.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    await request().set('Cookie', 'session=not.a.jwt').expect(401);
    expect(verify.mock.calls.length).toBe(2 * once);
  });

  it('is refused from the second it expires, though it was found valid before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { token } = await tokenOfShopper();
      const expiresAt = verifySession(test.jwtSecret, token)!.expiresAt.getTime();
      const { verify, request } = writeBehind((requireAuth) => requireAuth);
      vi.setSystemTime(expiresAt - 1);
      await request().set('Cookie', `session=${token}`).expect(200);
      vi.setSystemTime(expiresAt);
      await request().set('Cookie', `session=${token}`).expect(401);
      expect(verify).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
