import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { createTestApp } from '../testApp';
import { mutatedBody, MISSING_ID, nastyString, pathParam, RUNS, TIMEOUT } from './arbitraries';
import { createFuzzer } from './fuzzHarness';
import { bodyArbitrary, buildRequest, describeCall, whoArbitrary, type Call, type Who } from './fuzzRequest';
import { createFuzzWorld, type FuzzWorld } from './fuzzWorld';
import { cookieHeader, originHeaders } from './headerArbitraries';

const test = createTestApp();
let world: FuzzWorld;
beforeAll(async () => {
  world = await createFuzzWorld(test);
});
const fuzzer = createFuzzer(test, () => world, 'writes');

/**
 * Who may send: `any` includes both world users (a write may then succeed, which is fine), `notOwner`
 * leaves out the other user for deletes aimed at the other user's rows, `stranger` is signed out or forged.
 */
type Senders = 'any' | 'notOwner' | 'stranger';

interface Endpoint {
  name: string;
  method: Call['method'];
  path: (id: string) => string;
  /** Path ids to try besides garbage, chosen so a delete never removes the world's own rows. */
  ids?: (w: FuzzWorld) => number[];
  /** A valid body to mutate; none means the body is pure noise. */
  valid?: (w: FuzzWorld) => Record<string, unknown>;
  senders?: Senders;
  headers?: fc.Arbitrary<Record<string, string>>;
}

const idempotencyKey = fc
  .oneof(nastyString, fc.constantFrom('', ' ', 'k'.repeat(201)))
  .map((key) => key.replace(/[^\x20-\x7e]/g, '').slice(0, 4_000))
  .map((key) => ({ 'idempotency-key': key }));

const endpoints: Endpoint[] = [
  {
    name: 'create a product',
    method: 'post',
    path: () => '/api/products/new',
    valid: () => ({
      title: 'Mug',
      description: 'A stoneware mug, glazed.',
      inventory: 2,
      price: 9.5,
      category_id: 1,
    }),
  },
  {
    name: 'edit a product',
    method: 'put',
    path: (id) => `/api/products/${id}/edit`,
    ids: (w) => [w.ownProduct.id, w.othersProduct.id],
    valid: () => ({
      title: 'Bowl',
      description: 'A wide serving bowl.',
      inventory: 3,
      price: 19,
      category_id: 2,
    }),
  },
  {
    name: 'delete a product',
    method: 'delete',
    path: (id) => `/api/products/${id}`,
    ids: (w) => [w.othersProduct.id],
    senders: 'notOwner',
  },
  {
    name: 'review a product',
    method: 'post',
    path: (id) => `/api/products/${id}/reviews`,
    ids: (w) => [w.ownProduct.id, w.othersProduct.id],
    valid: () => ({ review: 'Beautiful and well made.', stars: 5, recommendation: true }),
  },
  {
    name: 'edit a review',
    method: 'put',
    path: (id) => `/api/reviews/${id}`,
    ids: (w) => [w.ownProduct.reviewId, w.othersProduct.reviewId],
    valid: () => ({ review: 'Still lovely after a month.', stars: 4, recommendation: false }),
  },
  {
    name: 'delete a review',
    method: 'delete',
    path: (id) => `/api/reviews/${id}`,
    ids: (w) => [w.ownProduct.reviewId],
    senders: 'notOwner',
  },
  {
    name: 'reply to a review',
    method: 'put',
    path: (id) => `/api/reviews/${id}/reply`,
    ids: (w) => [w.ownProduct.reviewId, w.othersProduct.reviewId],
    valid: () => ({ reply: 'Thank you for the kind words!' }),
  },
  {
    name: 'delete a reply',
    method: 'delete',
    path: (id) => `/api/reviews/${id}/reply`,
    ids: (w) => [w.ownProduct.reviewId, w.othersProduct.reviewId],
    senders: 'notOwner',
  },
  {
    name: 'favorite a product',
    method: 'post',
    path: () => '/api/favorites/',
    valid: (w) => ({ product_id: w.ownProduct.id }),
  },
  {
    name: 'unfavorite a product',
    method: 'delete',
    path: (id) => `/api/favorites/${id}`,
    ids: (w) => [w.ownProduct.id],
    senders: 'notOwner',
  },
  {
    name: 'add to the cart',
    method: 'post',
    path: () => '/api/cart/add',
    valid: (w) => ({
      product_id: w.othersProduct.id,
      quantity: 5,
      gift: false,
      cart_id: w.other.user.cart_id,
    }),
  },
  {
    name: 'change a cart line',
    method: 'put',
    path: (id) => `/api/cart/${id}/edit`,
    ids: (w) => [w.ownCartItemId, w.othersCartItemId],
    valid: () => ({ quantity: 5, gift: true }),
  },
  {
    name: 'remove a cart line',
    method: 'delete',
    path: (id) => `/api/cart/item/${id}`,
    ids: (w) => [w.othersCartItemId],
    senders: 'notOwner',
  },
  { name: 'clear the cart', method: 'delete', path: () => '/api/cart/clear', senders: 'stranger' },
  {
    name: 'check out',
    method: 'put',
    path: () => '/api/products/successful-transaction',
    headers: idempotencyKey,
  },
  {
    name: 'change the password',
    method: 'put',
    path: () => '/api/auth/password',
    valid: () => ({ current_password: 'not the password', new_password: 'a brand new secret' }),
  },
  {
    name: 'change someone’s profile',
    method: 'put',
    path: () => '/api/auth/profile',
    valid: () => ({ first_name: 'Ada', last_name: 'King', username: 'renamed-by-fuzz' }),
    senders: 'stranger',
  },
  {
    name: 'close the account',
    method: 'delete',
    path: () => '/api/auth/',
    valid: () => ({ password: 'not the password' }),
  },
  { name: 'sign out (GET)', method: 'get', path: () => '/api/auth/logout' },
  { name: 'sign out (POST)', method: 'post', path: () => '/api/auth/logout' },
];

function senders(kind: Senders): fc.Arbitrary<Who> {
  const forged = fc
    .constant(null)
    .chain(() => cookieHeader(test.jwtSecret, world.owner.user.id))
    .map<Who>((cookie) => ({ kind: 'cookie', cookie }));
  if (kind === 'stranger') return fc.oneof(fc.constant<Who>({ kind: 'visitor' }), forged);
  if (kind === 'notOwner') {
    return fc.oneof(fc.constant<Who>({ kind: 'visitor' }), fc.constant<Who>({ kind: 'owner' }), forged);
  }
  return whoArbitrary(test, () => world);
}

function callArbitrary(endpoint: Endpoint): fc.Arbitrary<Call> {
  const ids = endpoint.ids
    ? fc.oneof(fc.constantFrom(...endpoint.ids(world), MISSING_ID).map(String), pathParam)
    : fc.constant('');
  const body = endpoint.valid ? mutatedBody(endpoint.valid(world)) : fc.anything();
  return fc
    .record({
      id: ids,
      who: senders(endpoint.senders ?? 'any'),
      body: fc.option(bodyArbitrary(body), { nil: undefined, freq: 8 }),
      origin: fc.option(originHeaders, { nil: undefined, freq: 3 }),
      extra: endpoint.headers ?? fc.constant({}),
    })
    .map(({ id, who, body: sent, origin, extra }) => ({
      method: endpoint.method,
      path: endpoint.path(id),
      who,
      body: sent,
      headers: { ...origin, ...extra },
    }));
}

describe('fuzzing the writes: never a 5xx, and a refused write changes nothing', () => {
  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(callArbitrary(endpoint), async (call) => {
          await fuzzer.send(describeCall(call), () => buildRequest(test, world, call));
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
