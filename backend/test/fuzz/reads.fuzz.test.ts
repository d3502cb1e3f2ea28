import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { createTestApp } from '../testApp';
import { encodePart, listQuery, nastyString, pathParam, RUNS, TIMEOUT } from './arbitraries';
import { createFuzzer } from './fuzzHarness';
import { buildRequest, describeCall, whoArbitrary, type Call } from './fuzzRequest';
import { createFuzzWorld, type FuzzWorld } from './fuzzWorld';
import { originHeaders } from './headerArbitraries';

const test = createTestApp();
let world: FuzzWorld;
beforeAll(async () => {
  world = await createFuzzWorld(test);
});
const fuzzer = createFuzzer(test, () => world, 'reads');
const who = whoArbitrary(test, () => world);

/** An id from the world (seen, owned or not) or one that is not an id at all. */
const anyId = () =>
  fc.oneof(
    fc.constantFrom(world.ownProduct.id, world.othersProduct.id, world.ownProduct.reviewId).map(String),
    pathParam,
  );

async function run(call: Call) {
  await fuzzer.send(describeCall(call), () => buildRequest(test, world, call));
}

const property = <T>(arb: fc.Arbitrary<T>, toCall: (value: T) => Call) =>
  fc.assert(
    fc.asyncProperty(arb, (value) => run(toCall(value))),
    { numRuns: RUNS },
  );

describe('fuzzing the reads', () => {
  it(
    'product lists, previews, a shop and sellers: any query string',
    async () => {
      const paths = fc.constantFrom(
        '/api/products/',
        '/api/products',
        '/api/products/preview-images',
        '/api/users/',
        `/api/users/${world.owner.user.id}/products`,
        '/api/reviews',
        '/api/reviews/',
      );
      await property(fc.record({ path: paths, query: listQuery, who }), ({ path, query, who: sender }) => ({
        method: 'get',
        path: `${path}?${query}`,
        who: sender,
      }));
    },
    TIMEOUT,
  );

  it(
    'one product, its images, its reviews, its stats, a seller shop: any path id',
    async () => {
      const templates = fc.constantFrom(
        '/api/products/:id',
        '/api/products/:id/',
        '/api/products/:id/images',
        '/api/products/:id/reviews',
        '/api/reviews/review-stats/:id',
        '/api/users/:id/products',
      );
      await property(
        fc.record({ template: templates, id: anyId(), who }),
        ({ template, id, who: sender }) => ({
          method: 'get',
          path: template.replace(':id', id),
          who: sender,
        }),
      );
    },
    TIMEOUT,
  );

  it(
    'the signed-in reads: any cookie, any origin headers',
    async () => {
      const paths = fc.constantFrom(
        '/api/auth/',
        '/api/cart/',
        '/api/favorites/current',
        '/api/orders',
        '/api/products/current',
        '/api/products/random',
        '/api/health',
      );
      await property(
        fc.record({ path: paths, who, headers: originHeaders }),
        ({ path, who: sender, headers }) => ({
          method: 'get',
          path,
          who: sender,
          headers,
        }),
      );
    },
    TIMEOUT,
  );

  it(
    'unknown routes, uploads and methods nobody serves',
    async () => {
      const segment = fc.oneof(
        pathParam,
        nastyString.map((text) => encodePart(text.slice(0, 1_000))),
      );
      const paths = fc.oneof(
        segment.map((s) => `/api/${s}`),
        segment.map((s) => `/api/products/${s}/${s}`),
        segment.map((s) => `/uploads/${s}`),
        segment.map((s) => `/uploads/products/${s}/400.webp`),
        fc.constantFrom('/uploads/../../etc/passwd', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/api/%E0%A4%A'),
      );
      const methods = fc.constantFrom<Call['method']>('get', 'post', 'put', 'delete', 'patch', 'options');
      await property(fc.record({ path: paths, method: methods, who }), ({ path, method, who: sender }) => ({
        method,
        path,
        who: sender,
      }));
    },
    TIMEOUT,
  );
});
