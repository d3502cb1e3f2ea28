import { createHook } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/testApp';
import { eventually } from '../test/eventually';

const test = createTestApp();

describe('the API shell', () => {
  it('reports health when the database and storage answer', async () => {
    const res = await test.request().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('leaves no timer behind once health has answered', async () => {
    const pending = new Set<number>();
    const hook = createHook({
      init: (id, type) => void (type === 'Timeout' && pending.add(id)),
      destroy: (id) => void pending.delete(id),
    }).enable();
    try {
      for (let i = 0; i < 20; i += 1) await test.request().get('/api/health').expect(200);
      // Each check times out its two dependencies: 20 checks that kept their timers would leave 40.
      await eventually(() => expect(pending.size).toBeLessThan(10));
    } finally {
      hook.disable();
    }
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
