import fc from 'fast-check';
import supertest from 'supertest';
import { signSession } from '../../src/modules/auth/sessionToken';
import type { TestApp } from '../testApp';
import { contentType, rawBody } from './arbitraries';
import type { FuzzWorld } from './fuzzWorld';
import { cookieHeader } from './headerArbitraries';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch' | 'head' | 'options';

/** Who sends a request: nobody, a world user by their real session, or a forged cookie. */
export type Who =
  { kind: 'visitor' } | { kind: 'owner' } | { kind: 'other' } | { kind: 'cookie'; cookie?: string };

export function whoArbitrary(test: TestApp, world: () => FuzzWorld): fc.Arbitrary<Who> {
  return fc.oneof(
    fc.constant<Who>({ kind: 'visitor' }),
    fc.constant<Who>({ kind: 'owner' }),
    fc.constant<Who>({ kind: 'other' }),
    fc.constant(null).chain(() =>
      cookieHeader(test.jwtSecret, world().owner.user.id).map<Who>((cookie) => ({
        kind: 'cookie',
        cookie,
      })),
    ),
  );
}

export function cookieOf(test: TestApp, world: FuzzWorld, who: Who): string | undefined {
  if (who.kind === 'cookie') return who.cookie;
  if (who.kind === 'visitor') return undefined;
  const user = who.kind === 'owner' ? world.owner.user : world.other.user;
  return `session=${signSession(test.jwtSecret, user.id, 0, 1)}`;
}

/** A body as JSON, or raw bytes with a content type that may lie. */
export type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string | undefined };

export function bodyArbitrary(json: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 3, arbitrary: json.map<Body>((value) => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .record({ text: rawBody, type: contentType })
        .map<Body>(({ text, type }) => ({ kind: 'raw', text, type })),
    },
  );
}

export interface Call {
  method: Method;
  path: string;
  who?: Who;
  body?: Body;
  headers?: Record<string, string>;
}

export function describeCall(call: Call): string {
  const body = call.body ? JSON.stringify(call.body).slice(0, 300) : '';
  return `${call.method.toUpperCase()} ${call.path} as ${JSON.stringify(call.who ?? 'visitor')} ${body}`;
}

/** The supertest request for a call, on a fresh agent (no cookie jar). */
export function buildRequest(test: TestApp, world: FuzzWorld, call: Call): supertest.Test {
  const req = supertest(test.app)[call.method](call.path);
  const cookie = call.who ? cookieOf(test, world, call.who) : undefined;
  if (cookie !== undefined) req.set('Cookie', cookie);
  for (const [name, value] of Object.entries(call.headers ?? {})) req.set(name, value);
  if (call.body?.kind === 'json') {
    req.set('Content-Type', 'application/json').send(JSON.stringify(call.body.value) ?? 'null');
  } else if (call.body?.kind === 'raw') {
    if (call.body.type) req.set('Content-Type', call.body.type);
    req.send(call.body.text);
  }
  return req;
}
