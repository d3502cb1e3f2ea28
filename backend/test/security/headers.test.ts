import { describe, expect, it } from 'vitest';
import type { Storage } from '../../src/storage';
import { createTestApp, signUp } from '../testApp';

const development = createTestApp();
const production = createTestApp({
  env: { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-characters' },
});
const withS3 = createTestApp({
  storage: (): Storage => ({
    kind: 's3',
    put: async (key) => `https://photos.example.com/bucket/${key}`,
    remove: async () => {},
    publicUrl: (key) => `https://photos.example.com/bucket/${key}`,
    check: async () => {},
  }),
});

/** The CSP header as a map of directive to its sources. */
function csp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('HTTP security headers', () => {
  it('allows only this origin in the CSP, forbids framing and sniffing, and sends no HSTS outside production', async () => {
    const res = await development.request().get('/api/health').expect(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('adds the bucket origin to img-src when photos live in S3', async () => {
    const res = await withS3.request().get('/api/health').expect(200);
    expect(csp(res.headers['content-security-policy'])['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://photos.example.com',
    ]);
  });

  it('sends HSTS and upgrades insecure requests in production', async () => {
    const res = await production.request().get('/api/health').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends the security headers on errors too', async () => {
    const res = await development.request().get('/api/no-such-route').expect(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the session cookie', () => {
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']);

  it('is httpOnly and SameSite=Lax, and not Secure outside production (plain http on localhost)', async () => {
    const { agent, user, password } = await signUp(development);
    const res = await agent.post('/api/auth/login').send({ email: user.email, password }).expect(200);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('is Secure, httpOnly and SameSite=Lax in production', async () => {
    const { user, password } = await signUp(production);
    const res = await production.request().post('/api/auth/login').send({ email: user.email, password });
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    const logout = await production.request().post('/api/auth/logout');
    expect(cookieOf(logout)).toMatch(/^session=;.*; HttpOnly.*; Secure.*; SameSite=Lax/);
  });
});
