import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp, reachingExpress, type TestApp } from '../../../test/testApp';

const test = createTestApp();
const limited = createTestApp({ env: { RATE_LIMIT_WRITE: '2' } });

afterEach(() => {
  vi.restoreAllMocks();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * What must be alike in two answers to adds by two buyers: all but the time, the buyer's own line and cart
 * ids (and so the body's length and ETag), and the count left under the write limit, its reset time and the
 * key it counts (a hash of the buyer's id).
 */
function alike({ status, body, headers }: Answer) {
  const { id: _id, cart_id: _cart, ...rest } = body;
  const { date: _date, etag, 'content-length': length, ...kept } = headers;
  const ownLine = status < 300;
  return {
    status,
    body: ownLine ? rest : body,
    headers: {
      ...kept,
      ...(!ownLine && { etag, 'content-length': length }),
      ...(kept.ratelimit && { ratelimit: kept.ratelimit.replace(/r=\d+; t=\d+/, 'r=?; t=?') }),
      ...(kept['ratelimit-policy'] && {
        'ratelimit-policy': kept['ratelimit-policy'].replace(/pk=:.*:/, 'pk=?'),
      }),
      ...(kept['retry-after'] && { 'retry-after': '?' }),
    },
  };
}

async function situation(app: TestApp) {
  const seller = await createShopper(app);
  const [listed, soldOut, scarce] = await Promise.all([
    insertProduct(app, seller.user.id),
    insertProduct(app, seller.user.id, { inventory: 0 }),
    insertProduct(app, seller.user.id, { inventory: 2 }),
  ]);
  return { seller, listed: listed!, soldOut: soldOut!, scarce: scarce! };
}

/** The same add by two buyers of the same situation: one answered before Express, one by Express. */
async function bothWays(
  app: TestApp,
  early: Shopper,
  late: Shopper,
  body: string | object,
  type = 'application/json',
): Promise<[Answer, Answer]> {
  const send = (request: supertest.Test) =>
    request.set('Content-Type', type).send(typeof body === 'string' ? body : JSON.stringify(body));
  const before = await send(supertest(app.app).post('/api/cart/add').set('Cookie', early.cookie));
  const through = await send(supertest(app.express).post('/api/cart/add').set('Cookie', late.cookie));
  return [before as unknown as Answer, through as unknown as Answer];
}

describe('cart adds answered before Express', () => {
  it('answer as Express does, refusals included, without reaching it', async () => {
    const { seller, listed, soldOut, scarce } = await situation(test);
    const [early, late] = await Promise.all([createShopper(test), createShopper(test)]);
    const signedOut = await Promise.all([createShopper(test), createShopper(test)]);
    for (const shopper of signedOut) await shopper.agent.post('/api/auth/logout').expect(200);
    const cases: [string, Shopper, Shopper, string | object][] = [
      ['a new line', early, late, { product_id: listed.id, quantity: 2 }],
      ['a line changed', early, late, { product_id: listed.id, quantity: 3, gift: true }],
      ['sold out', early, late, { product_id: soldOut.id }],
      ['over the stock', early, late, { product_id: scarce.id, quantity: 3 }],
      ['an unknown product', early, late, { product_id: 2_147_483_647 }],
      ['not JSON', early, late, '{"product_id": '],
      ['signed out', signedOut[0]!, signedOut[1]!, { product_id: listed.id }],
      ['the own product', seller, seller, { product_id: listed.id }],
    ];
    const expressSaw = reachingExpress(test);
    for (const [name, first, second, body] of cases) {
      const before = expressSaw();
      const [answered, throughExpress] = await bothWays(test, first, second, body);
      expect(expressSaw() - before, name).toBe(1);
      expect(alike(answered), name).toEqual(alike(throughExpress));
      if (first === second) {
        expect(answered.headers['ratelimit-policy']).toBe(throughExpress.headers['ratelimit-policy']);
      }
    }
    const lines = await test.db('cart_items').whereIn('cart_id', [early.user.cart_id, late.user.cart_id]);
    expect(lines.map((line) => [line.quantity, line.gift])).toEqual([
      [3, true],
      [3, true],
    ]);
  });

  it('answer the write limit as express-rate-limit does, counting in the same counters', async () => {
    const { listed } = await situation(limited);
    const [early, late] = await Promise.all([createShopper(limited), createShopper(limited)]);
    const answers: [Answer, Answer][] = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await bothWays(limited, early, late, { product_id: listed.id }));
    expect(answers.map(([answered]) => answered.status)).toEqual([201, 200, 429]);
    for (const [answered, throughExpress] of answers) expect(alike(answered)).toEqual(alike(throughExpress));
    expect(answers[2]![0].body).toEqual({
      message: 'Too many requests. Please slow down and try again shortly.',
    });
    // The limit is one budget, whichever way a write comes in.
    await limited.request().put('/api/cart/1/edit').set('Cookie', early.cookie).send({}).expect(429);
  });

  it('leave to Express what they do not answer: another site, a body that fails validation, other types', async () => {
    const { listed } = await situation(test);
    const buyer = await createShopper(test);
    const expressSaw = reachingExpress(test);
    const add = () => supertest(test.app).post('/api/cart/add').set('Cookie', buyer.cookie);

    const crossSite = await add().set('Origin', 'https://elsewhere.example').send({ product_id: listed.id });
    expect(crossSite.status).toBe(403);
    const invalid = await add().send({ product_id: 'mug', quantity: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      product_id: expect.any(String),
      quantity: expect.any(String),
    });
    const empty = await add().set('Content-Type', 'application/json').send('');
    expect(empty.body.errors).toEqual({ product_id: expect.any(String) });
    const form = await add().type('form').send(`product_id=${listed.id}`);
    expect(form.status).toBe(400);
    const noSession = await supertest(test.app).post('/api/cart/add').send({ product_id: listed.id });
    expect(noSession.status).toBe(401);
    expect(expressSaw()).toBe(5);
    expect(await test.db('cart_items').where({ cart_id: buyer.user.cart_id })).toHaveLength(0);
  });
});
