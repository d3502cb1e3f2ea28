import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/knex';
import { openEventStream, type StreamEvent } from '../../src/modules/conversations/eventStream.testing';
import { startApiProcesses, type ApiProcess } from '../cluster/apiProcesses';
import { unique } from '../testApp';

let cluster: Awaited<ReturnType<typeof startApiProcesses>>;
let db: Db;

beforeAll(async () => {
  cluster = await startApiProcesses(2);
  db = createDb(cluster.databaseUrl, 2);
});
afterAll(async () => {
  await cluster?.close();
  await db?.destroy();
});

/** Signs a new user up through the given process; their id and session cookie. */
async function signUp(process: ApiProcess): Promise<{ id: number; cookie: string }> {
  const name = unique();
  const res = await fetch(`${process.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `${name}@example.com`,
      username: name,
      password: 'correct horse battery',
      first_name: 'Two',
      last_name: 'Processes',
    }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { id: ((await res.json()) as { id: number }).id, cookie };
}

async function post(process: ApiProcess, cookie: string, path: string, body: unknown) {
  const res = await fetch(`${process.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { id: number } };
}

const messageWith = (body: string) => (event: StreamEvent) =>
  event.event === 'message' && (JSON.parse(event.data) as { body: string }).body === body;
const unreadOf = (count: number) => (event: StreamEvent) =>
  event.event === 'unread' && (JSON.parse(event.data) as { unread: number }).unread === count;

describe('two API processes on one database', () => {
  it('deliver a message sent through one to a stream held by the other, both ways', async () => {
    const [first, second] = cluster.processes as [ApiProcess, ApiProcess];
    const seller = await signUp(first);
    const buyer = await signUp(second);
    const [product] = await db('products')
      .insert({
        seller_id: seller.id,
        title: `Blue bowl ${unique()}`,
        description: 'A thrown stoneware bowl.',
        inventory: 3,
        price: 30,
        category_id: 1,
      })
      .returning('id');

    const sellerStream = await openEventStream(first.url, seller.cookie);
    const buyerStream = await openEventStream(second.url, buyer.cookie);
    await sellerStream.next(unreadOf(0));
    await buyerStream.next(unreadOf(0));

    const started = await post(second, buyer.cookie, '/api/conversations', {
      product_id: product.id,
      message: 'Can you do it in blue?',
    });
    expect(started.status).toBe(201);
    await sellerStream.next(messageWith('Can you do it in blue?'));
    await sellerStream.next(unreadOf(1));

    const reply = await post(first, seller.cookie, `/api/conversations/${started.body.id}/messages`, {
      body: 'Yes, in cobalt.',
    });
    expect(reply.status).toBe(201);
    const heard = await buyerStream.next(messageWith('Yes, in cobalt.'));
    expect(heard.id).toBe(String(reply.body.id));
    await buyerStream.next(unreadOf(1));
    buyerStream.close();

    // A process shutting down ends its streams and still exits cleanly; the browser reconnects elsewhere.
    expect(await first.stop('SIGTERM')).toBe(0);
    await sellerStream.ended;
  });
});
