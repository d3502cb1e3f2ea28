import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/knex';
import { validProduct } from '../../src/modules/products/products.testing';
import { startApiProcesses, type ApiProcess } from './apiProcesses';
import { Client } from './client';
import { createIsolatedDatabase } from './database';

const CHECKOUT = '/api/products/successful-transaction';
let processes: ApiProcess[] = [];
let close = async () => {};
let dropDatabase = async () => {};
let one = '';
let other = '';
let databaseUrl = '';

beforeAll(async () => {
  const database = await createIsolatedDatabase();
  dropDatabase = database.drop;
  databaseUrl = database.url;
  const started = await startApiProcesses(2, {
    DATABASE_URL: database.url,
    // Far longer than the file runs: a stale answer would still be in a cache when read.
    RESPONSE_CACHE_TTL_MS: '600000',
    RATE_LIMIT_AUTH: '20',
  });
  processes = started.processes;
  close = started.close;
  [one, other] = processes.map((process) => process.url) as [string, string];
}, 120_000);

afterAll(async () => {
  await close();
  await dropDatabase();
});

/** A new client address (the processes believe X-Forwarded-For from loopback), so budgets start at zero. */
function newClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

async function seller() {
  const client = new Client();
  const user = await client.signUp(one);
  return { client, user };
}

/**
 * Reads a public answer through `base` until it comes from that process's cache. An answer computed while
 * a notification arrived is not kept, so the first read does not always put it there.
 */
async function cached(base: string, path: string) {
  const reader = new Client();
  for (let read = 0; read < 10; read += 1) {
    const res = await reader.call(base, 'GET', path);
    if (res.headers.get('x-cache') === 'HIT') return res;
  }
  throw new Error(`${path} never came from the cache`);
}

describe('two API processes on one database, response cache on', () => {
  it('shows a product created, edited, bought out and deleted through one at once through the other', async () => {
    const { client, user } = await seller();
    const shop = `/api/users/${user.id}/products`;
    expect((await cached(other, shop)).body).toHaveLength(0);

    const created = await client.call(one, 'POST', '/api/products/new', validProduct({ inventory: 1 }));
    expect(created.status).toBe(201);
    const product = `/api/products/${created.body.id}`;
    expect((await new Client().call(other, 'GET', shop)).body).toHaveLength(1);

    await cached(other, product);
    const edit = { ...validProduct({ inventory: 1 }), title: 'Renamed through the first' };
    expect((await client.call(one, 'PUT', `${product}/edit`, edit)).status).toBe(200);
    const renamed = await new Client().call(other, 'GET', product);
    expect(renamed.body.title).toBe('Renamed through the first');
    // Not the answer the other process kept: the write emptied its cache before its answer left.
    expect(renamed.headers.get('x-cache')).toBe('MISS');

    await cached(other, product);
    const buyer = new Client();
    await buyer.signUp(one);
    expect(
      (await buyer.call(one, 'POST', '/api/cart/add', { product_id: created.body.id, quantity: 1 })).status,
    ).toBe(201);
    expect((await buyer.call(one, 'PUT', CHECKOUT)).status).toBe(200);
    const soldOut = await new Client().call(other, 'GET', product);
    expect(soldOut.body.inventory ?? 0).toBe(0);
    expect((await new Client().call(other, 'GET', shop)).body).toHaveLength(0);

    const second = await client.call(one, 'POST', '/api/products/new', validProduct());
    const secondPath = `/api/products/${second.body.id}`;
    await cached(other, secondPath);
    expect((await client.call(one, 'DELETE', secondPath)).status).toBe(200);
    expect((await new Client().call(other, 'GET', secondPath)).status).toBe(404);
  });

  it('never picks at random through one process a product deleted through the other', async () => {
    const { client } = await seller();
    const ids: number[] = [];
    for (let listing = 0; listing < 6; listing += 1) {
      ids.push((await client.call(one, 'POST', '/api/products/new', validProduct())).body.id);
    }
    const random = async () => (await new Client().call(other, 'GET', '/api/products/random')).body.id;
    // The other process fetches its picks now, one draw among them per listing of this small catalogue
    // (64 draws), and hands out one: the one deleted is among those it still keeps.
    const first = await random();
    const deleted = ids.find((id) => id !== first)!;

    expect((await client.call(one, 'DELETE', `/api/products/${deleted}`)).status).toBe(200);
    const after = [];
    for (let read = 0; read < 12; read += 1) after.push(await random());
    expect(after).not.toContain(deleted);
  });

  it("refuses a user's 21st sign-in attempt whichever process it reaches", async () => {
    const { user } = await seller();
    const attacker = new Client({ 'x-forwarded-for': newClientAddress() });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      const base = attempt % 2 ? one : other;
      const res = await attacker.call(base, 'POST', '/api/auth/login', {
        email: user.email,
        password: 'wrong',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    // The limit holds in the first process too, not only in the one that counted last.
    const again = await attacker.call(other, 'POST', '/api/auth/login', { email: user.email, password: 'x' });
    expect(again.status).toBe(429);
  });

  it('never oversells the last unit to two buyers checking out through different processes', async () => {
    const { client } = await seller();
    for (let round = 0; round < 5; round += 1) {
      const product = await client.call(one, 'POST', '/api/products/new', validProduct({ inventory: 1 }));
      const buyers = [new Client(), new Client()];
      for (const buyer of buyers) {
        await buyer.signUp(one);
        await buyer.call(one, 'POST', '/api/cart/add', { product_id: product.body.id, quantity: 1 });
      }

      const results = await Promise.all(
        buyers.map((buyer, index) => buyer.call(index ? other : one, 'PUT', CHECKOUT)),
      );

      expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
      const after = await new Client().call(other, 'GET', `/api/products/${product.body.id}`);
      expect(after.body.inventory ?? 0).toBe(0);
    }
  });

  it('refuses through one process a session revoked through the other', async () => {
    const client = new Client();
    await client.signUp(one);
    expect((await client.call(other, 'GET', '/api/auth')).status).toBe(200);
    const stolen = client.copy();

    expect((await client.call(one, 'POST', '/api/auth/logout')).status).toBe(200);

    expect((await stolen.call(other, 'GET', '/api/auth')).status).toBe(401);
    expect((await stolen.call(one, 'GET', '/api/auth')).status).toBe(401);
  });

  it('refuses a suspended user’s cookie through both processes at once, and hides their listing from both caches', async () => {
    const admin = new Client();
    const adminUser = await admin.signUp(one);
    const db = createDb(databaseUrl, 1);
    await db('users').where({ id: adminUser.id }).update({ role: 'admin' });
    await db.destroy();
    const { client, user } = await seller();
    const created = await client.call(one, 'POST', '/api/products/new', validProduct());
    const product = `/api/products/${created.body.id}`;
    expect((await client.call(other, 'GET', '/api/auth')).status).toBe(200);
    await cached(other, product);

    const suspended = await admin.call(one, 'PUT', `/api/admin/users/${user.id}/suspend`, {
      reason: 'Fraud.',
    });
    expect(suspended.status).toBe(200);

    expect((await client.call(other, 'GET', '/api/auth')).status).toBe(401);
    expect((await client.call(one, 'GET', '/api/cart')).status).toBe(401);
    expect((await new Client().call(other, 'GET', product)).status).toBe(404);
  });
});
