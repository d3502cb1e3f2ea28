import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/testApp';

const test = createTestApp();

describe('the API shell', () => {
  it('reports health when the database and storage answer', async () => {
    const res = await test.request().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers an unknown API path with 404 JSON in the error shape', async () => {
    const res = await test.request().get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ message: 'No API route for GET /no-such-thing' });
  });

  it('sends security headers', async () => {
    const res = await test.request().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
