import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopper, insertProduct } from '../../test/shopFixtures';
import { createTestApp, reachingExpress, type TestApp } from '../../test/testApp';

const cacheOff = createTestApp();
const cacheOn = createTestApp({ env: { RESPONSE_CACHE_TTL_MS: '60000' } });

afterEach(() => {
  vi.restoreAllMocks();
});

const withoutDate = (headers: Record<string, string>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

/** A product with a review, in a category of its own words: lists and searches find it. */
async function reviewedProduct(test: TestApp) {
  const seller = await createShopper(test);
  const word = `glaze${Array.from({ length: 8 }, () => 'bcdfghjkmnpqrstvwz'[Math.floor(Math.random() * 18)]).join('')}`;
  const product = await insertProduct(test, seller.user.id, { title: `Speckled ${word} bowl` });
  await insertProduct(test, seller.user.id, { title: `Matte ${word} cup` });
  const author = await createShopper(test);
  await author.agent
    .post(`/api/products/${product.id}/reviews`)
    .send({ review: 'Sturdy and lovely.', stars: 5, recommendation: true })
    .expect(201);
  return { product, word };
}

describe('public reads answered before Express', () => {
  it('answer as Express does: status, body and every header, errors included, without reaching it', async () => {
    const { product, word } = await reviewedProduct(cacheOff);
    const urls = [
      `/api/products/${product.id}`,
      `/api/products/${product.id}/reviews`,
      `/api/products/?q=${word}&limit=1`,
      `/api/products?q=${word.slice(0, -1)}x&limit=1&sort=newest`,
      '/api/products/?limit=0',
      '/api/products?min_price=cheap',
      '/api/products/999999999',
      '/api/products/999999999/reviews',
    ];
    const expressSaw = reachingExpress(cacheOff);
    for (const url of urls) {
      const before = expressSaw();
      const early = await cacheOff.request().get(url);
      expect(expressSaw(), url).toBe(before);
      const throughExpress = await supertest(cacheOff.express).get(url);
      expect(early.status, url).toBe(throughExpress.status);
      expect(early.body, url).toEqual(throughExpress.body);
      expect(withoutDate(early.headers), url).toEqual(withoutDate(throughExpress.headers));
    }
  });

  it('the answers above say what each read says', async () => {
    const { product, word } = await reviewedProduct(cacheOff);
    const page = await cacheOff.request().get(`/api/products/?q=${word}&limit=1`).expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers.link).toMatch(
      new RegExp(`^</api/products/\\?q=${word}&limit=1&cursor=[^>]+>; rel="next"$`),
    );
    const corrected = await cacheOff
      .request()
      .get(`/api/products/?q=${word.slice(0, -1)}x`)
      .expect(200);
    expect(corrected.headers['x-search-corrected']).toBe(word);
    const reviews = await cacheOff.request().get(`/api/products/${product.id}/reviews`).expect(200);
    expect(reviews.body).toEqual([expect.objectContaining({ stars: 5, product_id: product.id })]);
    const refused = await cacheOff.request().get('/api/products/?limit=0').expect(400);
    expect(refused.body.errors).toEqual({ limit: expect.any(String) });
    await cacheOff.request().get('/api/products/999999999').expect(404);
  });

  it('leaves to Express a HEAD, a revalidation, a request with a body and other spellings of a path', async () => {
    const { product } = await reviewedProduct(cacheOff);
    const detail = `/api/products/${product.id}`;
    const etag = (await cacheOff.request().get(detail).expect(200)).headers.etag!;
    const expressSaw = reachingExpress(cacheOff);
    await cacheOff.request().head(detail).expect(200);
    await cacheOff.request().get(detail).set('If-None-Match', etag).expect(304);
    await cacheOff.request().get(detail).set('content-type', 'application/json').send('{').expect(400);
    await cacheOff.request().get(`${detail}/`).expect(200);
    await cacheOff.request().get('/api/products/abc').expect(400);
    expect(expressSaw()).toBe(5);
  });

  it('with the response cache on, keep their answer as a miss, served as a hit next', async () => {
    const { product } = await reviewedProduct(cacheOn);
    const url = `/api/products/${product.id}/reviews`;
    const expressSaw = reachingExpress(cacheOn);
    const miss = await cacheOn.request().get(url).expect(200).expect('X-Cache', 'MISS');
    await cacheOn.events.sync();
    const hit = await cacheOn.request().get(url).expect(200).expect('X-Cache', 'HIT');
    expect(expressSaw()).toBe(0);
    expect(hit.body).toEqual(miss.body);
    expect(withoutDate(hit.headers)).toEqual({ ...withoutDate(miss.headers), 'x-cache': 'HIT' });
  });
});
