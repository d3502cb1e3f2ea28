import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { useIsolatedDatabase } from '../../test/cluster/database';
import { createTestApp, signUp } from '../../test/testApp';
import { createProduct } from '../modules/products/products.testing';
import type { EventBus } from '../events';
import { createResponseCache } from './responseCache';

/**
 * A database of its own: a catalogue write by another test file running meanwhile would empty these caches
 * through the event bus, as it would any process of one deployment.
 */
const database = await useIsolatedDatabase();
const cachedApp = (overrides: Parameters<typeof createTestApp>[0] = {}) =>
  createTestApp({ databaseUrl: database.url, env: { RESPONSE_CACHE_TTL_MS: '60000' }, ...overrides });

const test = cachedApp();

describe('the public response cache', () => {
  it('answers repeated catalogue reads from memory, with the same headers', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, { title: 'Cached clay bowl' });
    const first = await test.request().get(`/api/products/${product.id}`).expect(200);
    // A change made behind the API's back is not seen while the answer is cached...
    await test.db('products').where({ id: product.id }).update({ title: 'Changed directly' });
    const second = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(second.body.title).toBe('Cached clay bowl');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers.etag).toBe(first.headers.etag);
    // ...and a conditional read of the cached answer is a 304.
    await test
      .request()
      .get(`/api/products/${product.id}`)
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
  });

  it('answers 304 to a conditional read naming its tag among others, or without its weak mark', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, { title: 'Cached linen runner' });
    const path = `/api/products/${product.id}`;
    const { etag } = (await test.request().get(path).expect(200)).headers;
    expect(etag).toMatch(/^W\/"/);
    const listed = await test.request().get(path).set('If-None-Match', `"other", ${etag}`).expect(304);
    expect(listed.headers['x-cache']).toBe('HIT');
    await test.request().get(path).set('If-None-Match', etag!.slice(2)).expect(304);
    await test.request().get(path).set('If-None-Match', '"other"').expect(200);
  });

  it('is emptied by any write through the API, so a client reads its own writes', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, { title: 'Before the edit' });
    await test.request().get(`/api/products/${product.id}`).expect(200);
    await seller.agent
      .put(`/api/products/${product.id}/edit`)
      .send({
        title: 'After the edit',
        description: 'A bowl glazed by hand.',
        inventory: 2,
        price: 30,
        category_id: 1,
      })
      .expect(200);
    const res = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(res.body.title).toBe('After the edit');
  });

  it('keeps its answers through writes that were refused, whoever sends them', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, { title: 'Kept through refusals' });
    const url = `/api/products/${product.id}`;
    await test.request().get(url).expect(200).expect('X-Cache', 'MISS');
    await test.db('products').where({ id: product.id }).update({ title: 'Changed directly' });
    // No session, then an edit that fails validation: neither changes anything, so neither empties.
    await test
      .request()
      .put(`/api/products/${product.id}/edit`)
      .send({ title: 'x', description: '', inventory: 1, price: 1, category_id: 1 })
      .expect(401);
    await seller.agent.put(`/api/products/${product.id}/edit`).send({ price: -3 }).expect(400);
    const res = await test.request().get(url).expect(200).expect('X-Cache', 'HIT');
    expect(res.body.title).toBe('Kept through refusals');
  });

  it('says whether an answer came from memory', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, { title: 'Counted clay bowl' });
    const url = `/api/products/${product.id}/reviews`;
    await test.request().get(url).expect(200).expect('X-Cache', 'MISS');
    await test.request().get(url).expect(200).expect('X-Cache', 'HIT');
  });

  it('keeps the catalogue cached through cart, favorite and session writes, which change no public answer', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, { title: 'Still cached bowl' });
    const url = `/api/products/${product.id}`;
    await test.request().get(url).expect(200);
    const buyer = await signUp(test);
    await buyer.agent.post('/api/cart/add').send({ product_id: product.id, quantity: 1 }).expect(201);
    await buyer.agent.post('/api/favorites').send({ product_id: product.id }).expect(201);
    await buyer.agent.post('/api/auth/logout').expect(200);
    await test.db('products').where({ id: product.id }).update({ title: 'Changed directly' });
    const res = await test.request().get(url).expect(200).expect('X-Cache', 'HIT');
    expect(res.body.title).toBe('Still cached bowl');
  });

  it('never caches personal or random answers', async () => {
    const seller = await signUp(test);
    await createProduct(seller.agent, { title: 'Only mine' });
    const before = await seller.agent.get('/api/products/current').expect(200);
    await test.db('products').where({ seller_id: seller.user.id }).update({ title: 'Renamed directly' });
    const after = await seller.agent.get('/api/products/current').expect(200);
    expect(before.body.products[0].title).toBe('Only mine');
    expect(after.body.products[0].title).toBe('Renamed directly');
  });
});

describe('the cache of several API processes on one database', () => {
  const [first, second] = [1, 2].map(() => cachedApp());

  it('is emptied in every process by a write through any one, before the write answers', async () => {
    const seller = await signUp(first!);
    const product = await createProduct(seller.agent, { title: 'Seen everywhere' });
    const url = `/api/products/${product.id}`;
    await second!.request().get(url).expect(200);
    await second!.request().get(url).expect(200).expect('X-Cache', 'HIT');

    await seller.agent
      .put(`/api/products/${product.id}/edit`)
      .send({
        title: 'Edited elsewhere',
        description: 'A bowl glazed by hand.',
        inventory: 2,
        price: 30,
        category_id: 1,
      })
      .expect(200);

    const res = await second!.request().get(url).expect(200).expect('X-Cache', 'MISS');
    expect(res.body.title).toBe('Edited elsewhere');
  });

  it('is left alone in every process by a write refused in any one', async () => {
    const seller = await signUp(first!);
    const product = await createProduct(seller.agent, { title: 'Left alone everywhere' });
    const url = `/api/products/${product.id}`;
    await second!.request().get(url).expect(200);
    await seller.agent.put(`/api/products/${product.id}/edit`).send({ price: -3 }).expect(400);
    await second!.request().get(url).expect(200).expect('X-Cache', 'HIT');
  });
});

/** A bus whose deliveries, reconnections and syncs a test drives by hand. */
function handDrivenBus() {
  const heard = new Set<() => void>();
  const reconnected = new Set<() => void>();
  const bus = {
    up: true,
    /** A write announced by another process, which the next round trip delivers. */
    announced: false,
    publish: async () => {},
    subscribe: (_channel: string, listener: () => void) => (heard.add(listener), () => {}),
    onReconnect: (listener: () => void) => (reconnected.add(listener), () => {}),
    sync: async () => {
      if (!bus.up) throw new Error('down');
      if (bus.announced) heard.forEach((listener) => listener());
      bus.announced = false;
    },
    close: async () => {},
    reconnect: () => reconnected.forEach((listener) => listener()),
  };
  return bus;
}

describe('when the events connection fails', () => {
  function countingApp(bus: ReturnType<typeof handDrivenBus>) {
    const { publicCache } = createResponseCache({ ttlMs: 60_000, events: bus as unknown as EventBus });
    let reads = 0;
    const app = express();
    app.get('/api/products/everyones', publicCache, (_req, res) => {
      res.json({ reads: ++reads });
    });
    return () => supertest(app).get('/api/products/everyones').expect(200);
  }

  it('computes each answer afresh while it cannot sync', async () => {
    const bus = handDrivenBus();
    const read = countingApp(bus);
    await read().expect('X-Cache', 'MISS');
    await read().expect('X-Cache', 'HIT');
    bus.up = false;
    const res = await read().expect('X-Cache', 'MISS');
    expect(res.body.reads).toBe(2);
  });

  it('serves a kept answer only after a round trip, which delivers the writes announced before it', async () => {
    const bus = handDrivenBus();
    const read = countingApp(bus);
    await read().expect('X-Cache', 'MISS');
    await read().expect('X-Cache', 'HIT');
    bus.announced = true;
    const res = await read().expect('X-Cache', 'MISS');
    expect(res.body.reads).toBe(2);
  });

  it('empties the cache when the connection comes back, as notifications may have been lost', async () => {
    const bus = handDrivenBus();
    const read = countingApp(bus);
    await read();
    await read().expect('X-Cache', 'HIT');
    bus.reconnect();
    await read().expect('X-Cache', 'MISS');
  });
});

describe('the memory it takes', () => {
  function sizedApp(maxBytes: number) {
    const { publicCache } = createResponseCache({ ttlMs: 60_000, maxBytes });
    const app = express();
    app.get('/api/products/:name/:size', publicCache, (req, res) => {
      const { name, size } = req.params as { name: string; size: string };
      res.type('text').send(name.padEnd(Number(size), '.'));
    });
    return (url: string) => supertest(app).get(`/api/products/${url}`).expect(200);
  }

  it('drops the least recently used answers to stay within its budget', async () => {
    const read = sizedApp(250);
    await read('a/100');
    await read('b/100');
    await read('a/100').expect('X-Cache', 'HIT');
    await read('c/100');

    await read('a/100').expect('X-Cache', 'HIT');
    await read('c/100').expect('X-Cache', 'HIT');
    await read('b/100').expect('X-Cache', 'MISS');
  });

  it('keeps no answer larger than its whole budget', async () => {
    const read = sizedApp(250);
    await read('big/300');
    await read('big/300').expect('X-Cache', 'MISS');
  });
});

describe('what may be cached', () => {
  it('keeps only the answers of routes that opt in, even under the same path', async () => {
    const { emptyOnWrite, publicCache } = createResponseCache({ ttlMs: 60_000 });
    let reads = 0;
    const app = express();
    app.use(emptyOnWrite);
    app.get('/api/products/everyones', publicCache, (_req, res) => {
      res.json({ reads: ++reads });
    });
    app.get('/api/products/mine', (_req, res) => {
      res.json({ reads: ++reads });
    });
    const first = await supertest(app).get('/api/products/everyones').expect(200);
    const again = await supertest(app).get('/api/products/everyones').expect(200);
    expect(again.body).toEqual(first.body);
    const mine = await supertest(app).get('/api/products/mine').expect(200);
    const mineAgain = await supertest(app).get('/api/products/mine').expect(200);
    expect(mineAgain.body.reads).toBe(mine.body.reads + 1);
  });

  it('is emptied by a catalogue write, not by a personal or a refused one', async () => {
    const { emptyOnWrite, publicCache } = createResponseCache({ ttlMs: 60_000 });
    let reads = 0;
    const app = express();
    app.use(emptyOnWrite);
    app.get('/api/products/everyones', publicCache, (_req, res) => res.json({ reads: ++reads }));
    app.post('/api/products/new', (req, res) => res.status(Number(req.query.status)).json({}));
    app.post('/api/cart/add', (_req, res) => res.status(201).json({}));
    const read = () => supertest(app).get('/api/products/everyones').expect(200);
    await read().expect('X-Cache', 'MISS');
    await supertest(app).post('/api/cart/add').expect(201);
    for (const refused of [400, 401, 403, 404, 413, 503]) {
      await supertest(app).post(`/api/products/new?status=${refused}`).expect(refused);
    }
    await read().expect('X-Cache', 'HIT');
    await supertest(app).post('/api/products/new?status=201').expect(201);
    await read().expect('X-Cache', 'MISS');
    // A failure of the server's own may have changed something.
    await supertest(app).post('/api/products/new?status=500').expect(500);
    const res = await read().expect('X-Cache', 'MISS');
    expect(res.body.reads).toBe(3);
  });

  it('keeps no answer computed while a write ran', async () => {
    const { emptyOnWrite, publicCache } = createResponseCache({ ttlMs: 60_000 });
    let written = () => {};
    const writeDone = new Promise<void>((resolve) => (written = resolve));
    let reads = 0;
    const app = express();
    app.use(emptyOnWrite);
    app.get('/api/products/1', publicCache, async (_req, res) => {
      reads += 1;
      if (reads === 1) await writeDone;
      res.json({ reads });
    });
    app.post('/api/products/new', (_req, res) => res.status(201).json({}));
    const slowRead = supertest(app)
      .get('/api/products/1')
      .then((res) => res);
    await expect.poll(() => reads).toBe(1);
    await supertest(app).post('/api/products/new').expect(201);
    written();
    expect((await slowRead).headers['x-cache']).toBe('MISS');
    await supertest(app).get('/api/products/1').expect(200).expect('X-Cache', 'MISS');
  });

  it('marks every personal answer no-store, and public ones for revalidation by any HTTP cache', async () => {
    const { agent } = await signUp(test);
    for (const path of [
      '/api/auth',
      '/api/cart',
      '/api/orders',
      '/api/favorites/current',
      '/api/products/current',
    ]) {
      const res = await agent.get(path).expect(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    await test.request().get('/api/cart').expect(401).expect('Cache-Control', 'no-store');
    const publicList = await agent.get('/api/products').expect(200);
    expect(publicList.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('logging', () => {
  const lines: { msg?: string; req?: { url?: string }; res?: { statusCode?: number } }[] = [];
  const logged = cachedApp({
    logger: pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
  });

  it('logs an answer served from the cache like any other', async () => {
    const seller = await signUp(logged);
    const product = await createProduct(seller.agent, { title: 'Logged clay bowl' });
    const url = `/api/products/${product.id}`;
    await logged.request().get(url).expect(200);
    await logged.db('products').where({ id: product.id }).update({ title: 'Changed directly' });
    const hit = await logged.request().get(url).expect(200);
    expect(hit.body.title).toBe('Logged clay bowl');
    await expect
      .poll(() => lines.filter((line) => line.req?.url === url && line.res?.statusCode === 200).length)
      .toBe(2);
  });

  it('writes the method, URL, status and time of a request, never its cookies', async () => {
    const { agent } = await signUp(logged);
    await agent.get('/api/cart').expect(200);
    await expect.poll(() => lines.some((line) => line.req?.url === '/api/cart')).toBe(true);
    const line = lines.find((entry) => entry.req?.url === '/api/cart')!;
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { id: expect.any(Number), method: 'GET', url: '/api/cart' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toMatch(/session=/);
  });
});
