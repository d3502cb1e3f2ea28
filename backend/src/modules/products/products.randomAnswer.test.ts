import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import supertest from 'supertest';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createIsolatedDatabase } from '../../../test/cluster/database';
import { countQueries } from '../../../test/shopFixtures';
import { createTestApp, signUp, type TestApp } from '../../../test/testApp';
import { readRoute } from '../../http/publicReads';
import { answerRandomProductFromMemory } from './products.randomAnswer';
import { createProduct, productShape, validProduct } from './products.testing';

const RANDOM = '/api/products/random';

// A catalogue of its own: what is listed here is only what these tests list, so every pick can be told apart.
const database = await createIsolatedDatabase();
afterAll(() => database.drop());
const cacheOn = { databaseUrl: database.url, env: { RESPONSE_CACHE_TTL_MS: '60000' } };
const [one, other] = [createTestApp(cacheOn), createTestApp(cacheOn)] as [TestApp, TestApp];
const cacheOff = createTestApp({ databaseUrl: database.url });

afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the requests that reach Express (through `app.handle`, which its types leave out). */
function reachingExpress(test: TestApp): () => number {
  const handle = vi.spyOn(test.express as unknown as { handle(): void }, 'handle');
  return () => handle.mock.calls.length;
}

/**
 * A random product through `test`, right after a sync: the process then trusts what it heard, as it does
 * under steady traffic, and may hand out the picks it fetched ahead.
 */
async function random(test: TestApp, expected = 200) {
  await test.events.sync();
  return test.request().get(RANDOM).expect(expected);
}

/** Unlists every product straight in the database, then lists one through `test`: the only one to pick. */
async function onlyListed(test: TestApp, title: string) {
  await test.db('products').whereNull('archived_at').update({ inventory: 0, archived_at: new Date() });
  const seller = await signUp(test);
  return { seller, product: await createProduct(seller.agent, { title }) };
}

const withoutPerAnswerHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, 'content-length': _length, etag: _etag, ...rest } = headers;
  return rest;
};

describe('the random product, response cache on', () => {
  it('answers from memory after a first answer fetched, with its headers, never reaching Express', async () => {
    const { seller } = await onlyListed(one, 'Picked clay bowl');
    await createProduct(seller.agent, { title: 'Another picked bowl' });
    await one
      .db('users')
      .where({ id: seller.user.id })
      .update({ seller_stars_total: 7, seller_review_count: 2 });
    const expressSaw = reachingExpress(one);
    const first = await random(one);
    const answers: (typeof first)[] = [];
    const statements = await countQueries(one, async () => {
      for (let i = 0; i < 5; i += 1) answers.push(await random(one));
      await one.events.sync();
      answers.push(await one.request().head(RANDOM).expect(200));
    });
    expect(statements).toBe(0);
    expect(expressSaw()).toBe(0);

    expect(first.headers['content-security-policy']).toBeDefined();
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const res of answers) {
      expect(withoutPerAnswerHeaders(res.headers)).toEqual(withoutPerAnswerHeaders(first.headers));
    }
    for (const res of answers.slice(0, -1)) {
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
      expect(res.body).toMatchObject({
        ...productShape,
        seller: { ...productShape.seller, seller_rating: 4, review_count: 2 },
      });
    }
  });

  it('hands out no pick fetched before a catalogue write, in the writer’s process or another', async () => {
    const { seller, product } = await onlyListed(one, 'Before the edit');
    for (const test of [one, other]) {
      await random(test);
      expect((await random(test)).body.title).toBe('Before the edit');
    }
    const edit = { ...validProduct(), title: 'After the edit' };
    await seller.agent.put(`/api/products/${product.id}/edit`).send(edit).expect(200);
    for (const test of [one, other]) {
      for (let i = 0; i < 3; i += 1) expect((await random(test)).body.title).toBe('After the edit');
    }

    for (const test of [one, other]) await random(test);
    await seller.agent.delete(`/api/products/${product.id}`).expect(200);
    for (const test of [one, other]) await random(test, 404);
  });

  it('hands out no kept pick while this process may not have heard every change', async () => {
    const { product } = await onlyListed(other, 'Heard of');
    await random(one);
    expect((await random(one)).body.title).toBe('Heard of');
    // Stands for a write through another process whose notification this one has not heard yet.
    await one.db('products').where({ id: product.id }).update({ title: 'Not heard of' });
    vi.spyOn(one.events, 'current').mockReturnValue(false);
    let res: supertest.Response | undefined;
    const queries = await countQueries(one, async () => {
      res = await one.request().get(RANDOM).expect(200);
    });
    expect(res?.body.title).toBe('Not heard of');
    expect(queries).toBe(1);
  });
});

describe('the random product, response cache off', () => {
  it('fetches every pick when asked, without Express, with the headers Express sends', async () => {
    await onlyListed(cacheOff, 'Fetched each time');
    const expressSaw = reachingExpress(cacheOff);
    for (let i = 1; i <= 4; i += 1) {
      expect(await countQueries(cacheOff, () => random(cacheOff))).toBe(1);
    }
    expect(expressSaw()).toBe(0);
    const early = await random(cacheOff);
    const throughExpress = await supertest(cacheOff.express).get(RANDOM).expect(200);
    expect(withoutPerAnswerHeaders(early.headers)).toEqual(withoutPerAnswerHeaders(throughExpress.headers));
    expect(early.headers['cache-control']).toBe('no-store');
    expect(early.headers.etag).toBeUndefined();
  });
});

describe('the headers the answer from memory replays', () => {
  /** Reads the random product twice through a listener in front of `route`; how often Express answered. */
  async function expressAnswersOf(route: RequestHandler): Promise<number> {
    const answer = answerRandomProductFromMemory(() => Buffer.from('{"id":1}'));
    const app = express();
    app.get(RANDOM, route);
    let reached = 0;
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      if (answer(req, res)) return;
      reached += 1;
      app(req, res);
    };
    await supertest(listener).get(RANDOM);
    await supertest(listener).get(RANDOM);
    return reached;
  }

  it('are those of an answer Express sent, never of a failure or of an answer that set a cookie', async () => {
    const sent = readRoute({
      path: /^\/api\/products\/random$/,
      noStore: true,
      answer: async () => ({ json: Buffer.from('{"id":0}') }),
    });
    expect(await expressAnswersOf(sent)).toBe(1);
    expect(
      await expressAnswersOf((_req, res) => {
        res.status(404).json({ message: 'Nothing is listed.' });
      }),
    ).toBe(2);
    expect(
      await expressAnswersOf((req, res, next) => {
        res.cookie('seen', '1');
        return sent(req, res, next);
      }),
    ).toBe(2);
  });
});
