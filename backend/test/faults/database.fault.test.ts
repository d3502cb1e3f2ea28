import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded';
import { createDb, migrateLatest } from '../../src/db/knex';
import { installJobQueue } from '../../src/jobs/jobQueueSchema';
import { createShopper, insertProduct, type Shopper } from '../shopFixtures';
import { createTestApp } from '../testApp';

// A PostgreSQL of this file's own, since the test stops it: the run's shared one must stay up.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-faults-'));
fs.chmodSync(dir, 0o755);
const dataDir = path.join(dir, 'postgres');
let pg: EmbeddedDatabase = await startEmbeddedPostgres(dataDir, 'handmade_faults');
const migrator = createDb(pg.url, 1);
await migrateLatest(migrator);
await installJobQueue(pg.url);
await migrator.destroy();
afterAll(async () => {
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const test = createTestApp({ databaseUrl: pg.url });
const INITIAL_STOCK = 500;
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/** Shoppers buying one item at a time until told to stop; every status is kept. */
function shopping(shoppers: Shopper[], productId: number) {
  const statuses: number[] = [];
  let running = true;
  const loops = shoppers.map(async (shopper) => {
    while (running) {
      const add = await shopper.agent.post('/api/cart/add').send({ product_id: productId, quantity: 1 });
      statuses.push(add.status);
      const buy = await shopper.agent.put('/api/products/successful-transaction');
      statuses.push(buy.status);
      if (add.status === 503 || buy.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('PostgreSQL stops in the middle of a run', () => {
  it('answers 503 with a message while it is down, recovers by itself, and leaves no half-written order', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: INITIAL_STOCK, price: 12.5 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createShopper(test)));
    const load = shopping(shoppers, product.id);
    await waitFor(async () => Number((await test.db('orders').count({ n: '*' }).first())?.n) >= 5, 10_000);

    await pg.stop();
    const list = await test.request().get('/api/products/');
    expect(list.status).toBe(503);
    expect(list.body).toEqual({ message: UNAVAILABLE });
    expect(list.headers['retry-after']).toBe('5');
    const health = await test.request().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    const signedIn = await shoppers[0]!.agent.get('/api/cart/');
    expect(signedIn.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 500));

    pg = await startEmbeddedPostgres(dataDir, 'handmade_faults', undefined, pg.port);
    const recoveredIn = await waitFor(
      async () => (await test.request().get('/api/health')).status === 200,
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await load.stop();

    expect(recoveredIn).toBeLessThan(15_000);
    expect(load.statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(load.statuses).toContain(503);
    await test.request().get('/api/products/').expect(200);
    await shoppers[0]!.agent
      .post('/api/cart/add')
      .send({ product_id: product.id, quantity: 1 })
      .expect((res) => {
        expect([200, 201]).toContain(res.status);
      });
    await shoppers[0]!.agent.put('/api/products/successful-transaction').expect(200);

    const orders = await test.db.raw<{
      rows: { id: number; total: number; items: number; sum: number | null }[];
    }>(
      `SELECT o.id, o.total, count(oi.id)::int AS items, sum(oi.unit_price * oi.quantity) AS sum
         FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id GROUP BY o.id`,
    );
    expect(orders.rows.length).toBeGreaterThan(5);
    for (const order of orders.rows) {
      expect(order.items, `order ${order.id} has no items`).toBeGreaterThan(0);
      expect(order.sum).toBe(order.total);
    }
    const sold = await test
      .db('order_items')
      .where({ product_id: product.id })
      .sum({ n: 'quantity' })
      .first();
    const row = await test.db('products').where({ id: product.id }).first();
    expect(row.inventory + Number(sold?.n)).toBe(INITIAL_STOCK);
    const unavailable = load.statuses.filter((status) => status === 503).length;
    process.stdout.write(
      `fault database: ${load.statuses.length} answers under load, ${unavailable} of them 503, 0 other 5xx; ` +
        `healthy again ${recoveredIn} ms after PostgreSQL restarted; ${orders.rows.length} orders all complete, ` +
        `stock ${row.inventory} + ${Number(sold?.n)} sold = ${INITIAL_STOCK}\n`,
    );
  }, 60_000);
});

describe('a data folder another PostgreSQL holds', () => {
  it('refuses to start with what PostgreSQL said, not an empty error', async () => {
    const second = startEmbeddedPostgres(dataDir, 'handmade_faults');
    const error: unknown = await second.then(
      () => 'it started',
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/did not start on .*stop it first.*\n[\s\S]*postmaster\.pid/);
  });
});
