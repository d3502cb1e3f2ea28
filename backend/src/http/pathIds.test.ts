import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/testApp';

const test = createTestApp();

/** The largest id the API reference allows (PostgreSQL's int4), and the first one past it. */
const LARGEST = '2147483647';
const PAST_LARGEST = '2147483648';

type Method = 'get' | 'put' | 'delete';

/** A body each write accepts, so only the id decides the answer. */
const PRODUCT = {
  title: 'Hand-thrown mug',
  description: 'A stoneware mug thrown on the wheel.',
  inventory: 3,
  price: 24.5,
  category_id: 1,
};
const REVIEW = { review: 'A lovely mug, well made.', stars: 5, recommendation: true };

interface Route {
  method: Method;
  path: (id: string) => string;
  signedIn?: boolean;
  body?: object;
}

const ROUTES: Route[] = [
  { method: 'get', path: (id) => `/api/products/${id}` },
  { method: 'get', path: (id) => `/api/products/${id}/images` },
  { method: 'get', path: (id) => `/api/products/${id}/reviews` },
  { method: 'get', path: (id) => `/api/reviews/review-stats/${id}` },
  { method: 'get', path: (id) => `/api/users/${id}/products` },
  { method: 'put', path: (id) => `/api/products/${id}/edit`, signedIn: true, body: PRODUCT },
  { method: 'delete', path: (id) => `/api/products/${id}`, signedIn: true },
  { method: 'delete', path: (id) => `/api/products/images/${id}`, signedIn: true },
  { method: 'put', path: (id) => `/api/reviews/${id}`, signedIn: true, body: REVIEW },
  { method: 'delete', path: (id) => `/api/reviews/${id}`, signedIn: true },
  { method: 'put', path: (id) => `/api/reviews/${id}/reply`, signedIn: true, body: { reply: 'Thanks!' } },
  { method: 'delete', path: (id) => `/api/reviews/${id}/reply`, signedIn: true },
  { method: 'put', path: (id) => `/api/cart/${id}/edit`, signedIn: true, body: { quantity: 1 } },
  { method: 'delete', path: (id) => `/api/cart/item/${id}`, signedIn: true },
  { method: 'delete', path: (id) => `/api/favorites/${id}`, signedIn: true },
];

describe('ids in paths, as the API reference states them (integers from 1 to 2147483647)', () => {
  it.each(ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path('{id}')}`, route] as const))(
    '%s: a 10-digit id within range that does not exist is 404, one past the range 400',
    async (_name, route) => {
      const agent = route.signedIn ? (await signUp(test)).agent : test.request();
      const send = (id: string) => {
        const call = agent[route.method](route.path(id));
        return route.body ? call.send(route.body) : call;
      };

      const missing = await send(LARGEST);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toEqual(expect.any(String));
      expect((await send('1000000000')).status).toBe(404);

      for (const outside of [PAST_LARGEST, '9999999999', '99999999999']) {
        const refused = await send(outside);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(/^Invalid .* id\.$/);
      }
    },
  );
});

describe('the API reference', () => {
  it('states the same range for every id in a path', async () => {
    const document = (await test.request().get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { in: string; schema: object }[] }>>;
    };
    const inPath = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'path');
    expect(inPath.length).toBeGreaterThan(10);
    for (const parameter of inPath) {
      expect(parameter.schema).toEqual({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    }
  });
});

describe('ids in a query', () => {
  it('reads review stats for 10-digit product ids in range and refuses ids past it', async () => {
    const res = await test.request().get(`/api/reviews?product_ids=${LARGEST},1000000000`).expect(200);
    expect(res.body).toEqual([]);
    await test.request().get(`/api/reviews?product_ids=1,${PAST_LARGEST}`).expect(400);
  });
});
