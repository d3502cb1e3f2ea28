import fs from 'node:fs';
import path from 'node:path';
import type supertest from 'supertest';
import { afterAll, expect, inject } from 'vitest';
import type { TestApp } from '../testApp';
import { snapshot, type FuzzWorld } from './fuzzWorld';

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzStatsDir: string;
  }
}

export interface FuzzStats {
  file: string;
  requests: number;
  refused: number;
  accepted: number;
  serverErrors: number;
}

/** What a request should leave untouched besides the world's rows (a user it tried to sign up, say). */
export type ExtraCheck = () => Promise<void>;

/**
 * Sends fuzzed requests and checks the properties every answer must have: never a 5xx; a 4xx is JSON with
 * a `message`; and a refused request changes nothing the world owns (snapshots before and after).
 */
export function createFuzzer(test: TestApp, world: () => FuzzWorld, file: string) {
  const stats: FuzzStats = { file, requests: 0, refused: 0, accepted: 0, serverErrors: 0 };
  let before: Record<string, string> | undefined;

  afterAll(() => {
    const line = `fuzz ${file}: ${stats.requests} requests, ${stats.refused} refused (4xx), ${stats.accepted} accepted, ${stats.serverErrors} 5xx`;
    process.stdout.write(`${line}\n`);
    const dir = inject('fuzzStatsDir');
    if (dir) fs.writeFileSync(path.join(dir, `${file}-${process.pid}.json`), JSON.stringify(stats));
  });

  return {
    stats,

    async send(label: string, make: () => supertest.Test, extra?: ExtraCheck): Promise<supertest.Response> {
      before ??= await snapshot(test, world().userIds);
      const res = await make();
      stats.requests += 1;
      if (res.status >= 500) stats.serverErrors += 1;
      const context = `${label} -> ${res.status} ${res.text.slice(0, 300)}`;
      expect(res.status, context).toBeLessThan(500);
      if (res.status >= 400) {
        stats.refused += 1;
        expect(res.headers['content-type'], context).toMatch(/^application\/json/);
        expect(typeof res.body?.message, context).toBe('string');
        expect(res.text, context).not.toMatch(/node_modules|at .+\.ts:\d+|SELECT |INSERT |UPDATE /);
        expect(await snapshot(test, world().userIds), context).toEqual(before);
        await extra?.();
      } else {
        stats.accepted += 1;
        before = undefined;
      }
      return res;
    },
  };
}

export type Fuzzer = ReturnType<typeof createFuzzer>;

/** Applies an optional content type and extra headers to a request. */
export function withHeaders(
  req: supertest.Test,
  headers: Record<string, string | undefined>,
): supertest.Test {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) req.set(name, value);
  return req;
}
