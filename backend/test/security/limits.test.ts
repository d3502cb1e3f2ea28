import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createHttpServer } from '../../src/http/httpServer';
import { createTestApp, signUp, unique } from '../testApp';
import { insertProduct } from '../shopFixtures';

const limited = createTestApp({ env: { RATE_LIMIT_AUTH: '3', RATE_LIMIT_WRITE: '5' } });
const signupLimited = createTestApp({ env: { RATE_LIMIT_AUTH: '3' } });
const writeLimitedApp = createTestApp({ env: { RATE_LIMIT_WRITE: '5' } });
// Each client from an address of its own: its sign-up, an anonymous write, counts against that address.
const writeLimited = {
  ...writeLimitedApp,
  request: () => writeLimitedApp.request().set('X-Forwarded-For', newClientAddress()),
};
const test = createTestApp();
// Two API processes on one database, with one budget between them.
const sharedLimit = [1, 2].map(() => createTestApp({ env: { RATE_LIMIT_AUTH: '3' } }));

/**
 * A client address of its own (trust proxy believes X-Forwarded-For from loopback): sign-in budgets are
 * counted per address in the database every test app shares, so each test counts only its own attempts.
 */
function newClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

function signupBody() {
  const name = unique();
  return {
    email: `${name}@example.com`,
    username: name,
    password: 'long enough secret',
    first_name: 'A',
    last_name: 'B',
  };
}

describe('rate limits', () => {
  it('answers 429 with a message and RateLimit headers past the sign-in limit', async () => {
    const statuses: number[] = [];
    const address = newClientAddress();
    for (let i = 0; i < 4; i += 1) {
      const res = await limited
        .request()
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ email: 'nobody@example.com', password: 'x' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({ message: 'Too many attempts. Please wait a few minutes and try again.' });
        expect(res.headers['ratelimit']).toEqual(expect.any(String));
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('answers 429 past the sign-up limit, creating nothing more', async () => {
    const statuses: number[] = [];
    const bodies = [signupBody(), signupBody(), signupBody(), signupBody()];
    const address = newClientAddress();
    for (const body of bodies) {
      const res = await signupLimited
        .request()
        .post('/api/auth/signup')
        .set('X-Forwarded-For', address)
        .send(body);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await signupLimited.db('users').where({ username: bodies[3]!.username }).first()).toBeUndefined();
  });

  it('counts sign-in attempts once for all processes, whichever one each attempt reaches', async () => {
    const address = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await sharedLimit[i % 2]!.request()
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ email: 'nobody@example.com', password: 'x' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('answers 429 past the write limit, and still serves reads', async () => {
    const { agent } = await signUp(writeLimited);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await agent.post('/api/favorites/').send({ product_id: 2_000_000_000 });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({ message: 'Too many requests. Please slow down and try again shortly.' });
      }
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    await agent.get('/api/favorites/current').expect(200);
    await writeLimited.request().get('/api/products/').expect(200);
  });

  it('counts writes per signed-in user, so shoppers sharing an address do not share a budget', async () => {
    const first = await signUp(writeLimited);
    const second = await signUp(writeLimited);
    const favorite = (agent: typeof first.agent) =>
      agent.post('/api/favorites/').send({ product_id: 2_000_000_000 });
    for (let i = 0; i < 5; i += 1) await favorite(first.agent).expect(404);
    await favorite(first.agent).expect(429);
    await favorite(second.agent).expect(404);
  });
});

describe('body size limits', () => {
  it('answers 413 JSON to a JSON body over 100 kB, whoever sends it', async () => {
    const res = await test
      .request()
      .post('/api/products/new')
      .send({ title: 'x', description: 'd'.repeat(101 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request is too large.' });
  });

  it('answers 413 to an upload over 5 MB, storing nothing', async () => {
    const seller = await signUp(test);
    const product = await insertProduct(test, seller.user.id);
    const res = await seller.agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .attach('image', Buffer.alloc(5 * 1024 * 1024 + 1), 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ image: 'An image can be at most 5 MB.' });
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
  });
});

describe('slow clients', () => {
  const server = createHttpServer(test.app, { requestTimeoutMs: 1_500, headersTimeoutMs: 1_000 });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `first`, then one more byte of `rest` every `everyMs`, and answers what the server said and when. */
  async function trickle(first: string, rest: string, everyMs: number) {
    const port = await listening;
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    socket.write(first);
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < rest.length && !socket.destroyed) socket.write(rest[sent++]!);
    }, everyMs);
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    clearInterval(timer);
    return { answer, ms: Date.now() - started };
  }

  it('cuts off a client that sends its headers too slowly (slow loris) with 408 JSON', async () => {
    const { answer, ms } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: x\r\n',
      'X-Slow: '.padEnd(200, 'a'),
      100,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(answer).toContain('{"message":"The request took too long to arrive."}');
    expect(ms).toBeLessThan(4_000);
  });

  it('cuts off a client that sends its body too slowly', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { answer, ms } = await trickle(head, '{"email":"'.padEnd(100, 'a'), 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5_000);
  });

  it('answers headers over the size limit with 431 JSON instead of a bare close', async () => {
    const { answer } = await trickle(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      '',
      1_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer).toContain('"message"');
  });

  it('reads both timeouts from the configuration, and refuses a headers timeout above the request timeout', () => {
    const config = loadConfig({ REQUEST_TIMEOUT_MS: '45000', HEADERS_TIMEOUT_MS: '15000' });
    expect(config.timeouts).toEqual({ requestTimeoutMs: 45_000, headersTimeoutMs: 15_000 });
    expect(loadConfig({}).timeouts).toEqual({ requestTimeoutMs: 30_000, headersTimeoutMs: 20_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
  });
});
