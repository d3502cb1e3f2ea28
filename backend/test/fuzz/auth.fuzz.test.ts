import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unique } from '../testApp';
import { mutatedBody, RUNS, TIMEOUT } from './arbitraries';
import { createFuzzer } from './fuzzHarness';
import { bodyArbitrary, buildRequest, describeCall, whoArbitrary, type Call } from './fuzzRequest';
import { createFuzzWorld, type FuzzWorld } from './fuzzWorld';
import { originHeaders } from './headerArbitraries';

const test = createTestApp();
let world: FuzzWorld;
beforeAll(async () => {
  world = await createFuzzWorld(test);
});
const fuzzer = createFuzzer(test, () => world, 'auth');
const who = whoArbitrary(test, () => world);

function freshSignup() {
  const name = unique('f');
  return {
    email: `${name}@example.com`,
    username: name,
    password: 'a long passphrase',
    first_name: 'Fu',
    last_name: 'Zz',
  };
}

const callOf = (path: string, valid: () => Record<string, unknown>) =>
  fc
    .record({
      who,
      body: fc.constant(null).chain(() => bodyArbitrary(mutatedBody(valid()))),
      headers: fc.option(originHeaders, { nil: undefined, freq: 3 }),
    })
    .map<Call>(({ who: sender, body, headers }) => ({ method: 'post', path, who: sender, body, headers }));

describe('fuzzing sign-up and sign-in', () => {
  it(
    'sign-up: a refused body creates no user',
    async () => {
      await fc.assert(
        fc.asyncProperty(callOf('/api/auth/signup', freshSignup), async (call) => {
          const sent =
            call.body?.kind === 'json' ? (call.body.value as Record<string, unknown> | null) : null;
          // Only a user made by this request counts: an earlier accepted body may have taken the same
          // username (a short string the generator favours), and this one is then refused for it.
          const { newest } = (await test.db('users').max('id as newest').first()) as { newest: number };
          await fuzzer.send(
            describeCall(call),
            () => buildRequest(test, world, call),
            async () => {
              const text = (value: unknown) =>
                typeof value === 'string' ? value.replace(/\0/g, '').trim() : '';
              const left = await test
                .db('users')
                .where('id', '>', newest)
                .andWhereRaw('(lower(email) = lower(?) OR lower(username) = lower(?))', [
                  text(sent?.email),
                  text(sent?.username),
                ]);
              expect(left, 'a refused sign-up left a user behind').toEqual([]);
            },
          );
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'sign-in: any body, any cookie; a refusal starts no session',
    async () => {
      const valid = () => ({ email: world.owner.user.email, password: world.owner.password });
      await fc.assert(
        fc.asyncProperty(callOf('/api/auth/login', valid), async (call) => {
          const res = await fuzzer.send(describeCall(call), () => buildRequest(test, world, call));
          if (res.status >= 400) expect(res.headers['set-cookie']).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
