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

const PASSWORD = 'correct horse battery';

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Signs a new user up through the given process; their id, email and session cookie. */
async function signUp(process: ApiProcess): Promise<{ id: number; email: string; cookie: string }> {
  const name = unique();
  const email = `${name}@example.com`;
  const res = await fetch(`${process.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      username: name,
      password: PASSWORD,
      first_name: 'Two',
      last_name: 'Processes',
    }),
  });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, email, cookie: cookieOf(res) };
}

/** Another session of the user, signed in through the given process: its cookie. */
async function signIn(process: ApiProcess, email: string): Promise<string> {
  const res = await fetch(`${process.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return cookieOf(res);
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
  it('end a stream held by one when its session signs out or its password changes through the other', async () => {
    const [first, second] = cluster.processes as [ApiProcess, ApiProcess];
    const member = await signUp(first);
    const otherSession = await signIn(second, member.email);
    const signingOut = await openEventStream(first.url, member.cookie);
    const staying = await openEventStream(first.url, otherSession);
    await Promise.all([signingOut.next(unreadOf(0)), staying.next(unreadOf(0))]);

    const logout = await fetch(`${second.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: member.cookie },
    });
    expect(logout.status).toBe(200);
    await signingOut.ended;
    const writer = await signUp(second);
    const sent = await post(second, writer.cookie, '/api/conversations', {
      recipient_id: member.id,
      message: 'Still there?',
    });
    expect(sent.status).toBe(201);
    await staying.next(messageWith('Still there?'));
    expect(signingOut.events.filter((event) => event.event === 'message')).toEqual([]);

    const changed = await fetch(`${second.url}/api/auth/password`, {
      method: 'PUT',
      headers: { Cookie: otherSession, 'Content-Type': 'application/json' },
      body: JSON.stringify({ current_password: PASSWORD, new_password: 'a whole new battery' }),
    });
    expect(changed.status).toBe(200);
    await staying.ended;
  });

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
