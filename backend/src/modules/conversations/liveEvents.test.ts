import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp, signUp } from '../../../test/testApp';
import { signSession } from '../auth/sessionToken';
import {
  openEventStream,
  sessionCookieOf,
  type EventStreamClient as EventStream,
  type StreamEvent,
} from './eventStream.testing';
import { MAX_STREAMS_PER_USER } from './liveEvents';

const test = createTestApp();
const server = http.createServer(test.app);
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function cookieOf(shopper: Pick<Shopper, 'user'>): Promise<string> {
  const { token_version: version } = await test
    .db('users')
    .select('token_version')
    .where({ id: shopper.user.id })
    .first();
  return `session=${signSession(test.jwtSecret, shopper.user.id, version, 1)}`;
}

const messageWith = (body: string) => (event: StreamEvent) =>
  event.event === 'message' && (JSON.parse(event.data) as { body: string }).body === body;
const unreadOf = (count: number) => (event: StreamEvent) =>
  event.event === 'unread' && (JSON.parse(event.data) as { unread: number }).unread === count;

describe('GET /api/events', () => {
  it('streams a new message and the unread total to the recipient, and resumes after Last-Event-ID', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id);
    const buyer = await createShopper(test);
    const stream = await openEventStream(baseUrl, await cookieOf(seller));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const opened = await stream.next(unreadOf(0));
    expect(opened.id).toBe('0');

    const started = await buyer.agent
      .post('/api/conversations')
      .send({ product_id: product.id, message: 'Can you do it in blue?' })
      .expect(201);
    const first = await stream.next(messageWith('Can you do it in blue?'));
    expect(first.id).toBe(String(started.body.last_message.id));
    expect(JSON.parse(first.data)).toEqual(started.body.last_message);
    await stream.next(unreadOf(1));

    // The sender's own streams hear it too (another tab), with their unread total unchanged.
    const buyerStream = await openEventStream(baseUrl, await cookieOf(buyer));
    await buyerStream.next(unreadOf(0));
    const id = started.body.id as number;
    await buyer.agent.post(`/api/conversations/${id}/messages`).send({ body: 'Or in green?' }).expect(201);
    await buyerStream.next(messageWith('Or in green?'));
    await stream.next(unreadOf(2));
    // Reading it elsewhere sets the total to zero on every open stream.
    await seller.agent.put(`/api/conversations/${id}/read`).expect(200);
    const zero = await stream.next(
      (event) => event.event === 'unread' && event.data === '{"unread":0}' && event !== opened,
    );
    expect(zero.id).toBeUndefined();
    stream.close();
    buyerStream.close();

    // Missed while disconnected: sent again on the next stream, after the id it had reached.
    await buyer.agent.post(`/api/conversations/${id}/messages`).send({ body: 'Missed one' }).expect(201);
    await buyer.agent.post(`/api/conversations/${id}/messages`).send({ body: 'Missed two' }).expect(201);
    const resumed = await openEventStream(baseUrl, await cookieOf(seller), first.id);
    const replayed = [
      await resumed.next(messageWith('Or in green?')),
      await resumed.next(messageWith('Missed one')),
      await resumed.next(messageWith('Missed two')),
    ];
    expect(replayed.map((event) => Number(event.id))).toEqual(
      [...replayed.map((event) => Number(event.id))].sort((a, b) => a - b),
    );
    expect(resumed.events.filter((event) => event.event === 'message')).toHaveLength(3);
    const latest = await resumed.next((event) => event.event === 'unread');
    expect(latest.id).toBe(replayed[2]!.id);
    expect(JSON.parse(latest.data)).toEqual({ unread: 2 });
    resumed.close();
  });

  it('tells nobody else: a stranger’s stream hears nothing of a conversation', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id);
    const buyer = await createShopper(test);
    const stranger = await createShopper(test);
    const strangerStream = await openEventStream(baseUrl, await cookieOf(stranger));
    await strangerStream.next(unreadOf(0));
    const sellerStream = await openEventStream(baseUrl, await cookieOf(seller));
    await sellerStream.next(unreadOf(0));
    await buyer.agent
      .post('/api/conversations')
      .send({ product_id: product.id, message: 'Private' })
      .expect(201);
    await sellerStream.next(messageWith('Private'));
    // A message the stranger does get comes after anything written to their stream before it.
    await buyer.agent
      .post('/api/conversations')
      .send({ recipient_id: stranger.user.id, message: 'For you' })
      .expect(201);
    await strangerStream.next(messageWith('For you'));
    const heard = strangerStream.events.filter((event) => event.event === 'message');
    expect(heard.map((event) => JSON.parse(event.data).body)).toEqual(['For you']);
    strangerStream.close();
    sellerStream.close();
  });

  it('streams each move of a shipment to its buyer and its seller, and to nobody else', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 5 });
    const buyer = await createShopper(test);
    const stranger = await createShopper(test);
    const streams = await Promise.all(
      [buyer, seller, stranger].map(async (shopper) => openEventStream(baseUrl, await cookieOf(shopper))),
    );
    await Promise.all(streams.map((stream) => stream.next(unreadOf(0))));
    const [buyerStream, sellerStream, strangerStream] = streams as [EventStream, EventStream, EventStream];
    await test.db('cart_items').insert({ cart_id: buyer.user.cart_id, product_id: product.id, quantity: 1 });
    const order = (await buyer.agent.put('/api/products/successful-transaction').send({}).expect(200)).body
      .order;
    const shipped = await seller.agent
      .put(`/api/shipments/${order.shipments[0].id}/ship`)
      .send({ carrier: 'DHL', tracking_number: 'JD014600003828' })
      .expect(200);
    const isShipped = (event: StreamEvent) =>
      event.event === 'shipment' && (JSON.parse(event.data) as { status: string }).status === 'shipped';
    expect(JSON.parse((await buyerStream.next(isShipped)).data)).toEqual(shipped.body);
    expect(JSON.parse((await sellerStream.next(isShipped)).data)).toEqual(shipped.body);
    // The stranger's next event comes after anything written to their stream before it.
    await buyer.agent
      .post('/api/conversations')
      .send({ recipient_id: stranger.user.id, message: 'Hi' })
      .expect(201);
    await strangerStream.next(messageWith('Hi'));
    expect(strangerStream.events.filter((event) => event.event === 'shipment')).toEqual([]);
    for (const stream of streams) stream.close();
  });

  it('sends a quote message again, without an event id, when its buyer answers it', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const sellerStream = await openEventStream(baseUrl, await cookieOf(seller));
    await sellerStream.next(unreadOf(0));
    const conversation = await buyer.agent
      .post('/api/conversations')
      .send({ recipient_id: seller.user.id, message: 'Could you make me a teapot?' })
      .expect(201);
    const sent = await seller.agent
      .post(`/api/conversations/${conversation.body.id}/quotes`)
      .send({ title: 'Teapot', description: 'A stoneware teapot for four.', price: 90, processing_days: 14 })
      .expect(201);
    await buyer.agent.put(`/api/quotes/${sent.body.quote.id}/accept`).expect(200);
    const answered = await sellerStream.next(
      (event) =>
        event.event === 'message' &&
        (JSON.parse(event.data) as { quote: { status: string } | null }).quote?.status === 'accepted',
    );
    expect(answered.id).toBeUndefined();
    expect(JSON.parse(answered.data)).toMatchObject({
      id: sent.body.id,
      quote: { product_id: expect.any(Number) },
    });
    await sellerStream.next(messageWith('Accepted the custom order: Teapot'));
    sellerStream.close();
  });

  it('keeps at most ten streams per user, ending the oldest', async () => {
    const shopper = await createShopper(test);
    const cookie = await cookieOf(shopper);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
      const stream = await openEventStream(baseUrl, cookie);
      await stream.next(unreadOf(0));
      streams.push(stream);
    }
    const newest = await openEventStream(baseUrl, cookie);
    await newest.next(unreadOf(0));
    await streams[0]!.ended;
    // The others stay open: a message still reaches the second oldest.
    await (
      await createShopper(test)
    ).agent
      .post('/api/conversations')
      .send({ recipient_id: shopper.user.id, message: 'Still here?' })
      .expect(201);
    await streams[1]!.next(messageWith('Still here?'));
    for (const stream of [...streams, newest]) stream.close();
  });

  it('ends a stream when its session signs out, and tells it nothing afterwards', async () => {
    const shopper = await createShopper(test);
    const leaving = await cookieOf(shopper);
    const signingOut = await openEventStream(baseUrl, leaving);
    const staying = await openEventStream(baseUrl, await cookieOf(shopper));
    await Promise.all([signingOut.next(unreadOf(0)), staying.next(unreadOf(0))]);

    const logout = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: leaving },
    });
    expect(logout.status).toBe(200);
    await signingOut.ended;

    // The user's other session is still live: a message reaches it, and not the ended stream.
    await (
      await createShopper(test)
    ).agent
      .post('/api/conversations')
      .send({ recipient_id: shopper.user.id, message: 'After you left' })
      .expect(201);
    await staying.next(messageWith('After you left'));
    expect(signingOut.events.filter((event) => event.event === 'message')).toEqual([]);
    staying.close();
  });

  it('ends every stream of the old password when it changes, the changing session’s own included', async () => {
    const member = await signUp(test);
    const cookie = await cookieOf(member);
    const own = await openEventStream(baseUrl, cookie);
    const elsewhere = await openEventStream(baseUrl, await cookieOf(member));
    await Promise.all([own.next(unreadOf(0)), elsewhere.next(unreadOf(0))]);

    const changed = await fetch(`${baseUrl}/api/auth/password`, {
      method: 'PUT',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ current_password: member.password, new_password: 'a whole new battery' }),
    });
    expect(changed.status).toBe(200);
    await Promise.all([own.ended, elsewhere.ended]);

    // The session the change started hears what follows on a new stream; the old ones heard nothing.
    const renewed = await openEventStream(
      baseUrl,
      sessionCookieOf({ headers: { 'set-cookie': changed.headers.getSetCookie() } }),
    );
    await renewed.next(unreadOf(0));
    await (
      await createShopper(test)
    ).agent
      .post('/api/conversations')
      .send({ recipient_id: member.user.id, message: 'New password, new stream' })
      .expect(201);
    await renewed.next(messageWith('New password, new stream'));
    for (const stream of [own, elsewhere]) {
      expect(stream.events.filter((event) => event.event === 'message')).toEqual([]);
    }
    renewed.close();
  });

  it('ends the streams of a suspended account', async () => {
    const shopper = await createShopper(test);
    const stream = await openEventStream(baseUrl, await cookieOf(shopper));
    await stream.next(unreadOf(0));
    const admin = await createAdmin(test);
    await admin.agent
      .put(`/api/admin/users/${shopper.user.id}/suspend`)
      .send({ reason: 'Selling counterfeits.' })
      .expect(200);
    await stream.ended;
  });

  it('answers 401 without a session', async () => {
    const res = await fetch(`${baseUrl}/api/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required' });
  });
});
