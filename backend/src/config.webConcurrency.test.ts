import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultWorkers, loadConfig } from './config';

const DATABASE_URL = 'postgres://shop:secret@db.internal:5432/handmade';

describe('WEB_CONCURRENCY', () => {
  it('runs one worker per core beside a database of its own, half the cores beside the embedded one', () => {
    const cores = os.availableParallelism();
    expect(loadConfig({ DATABASE_URL }).webConcurrency).toBe(cores);
    expect(loadConfig({ DATABASE_URL, WEB_CONCURRENCY: '' }).webConcurrency).toBe(cores);
    expect(loadConfig({}).webConcurrency).toBe(Math.max(1, Math.floor(cores / 2)));
    expect([1, 2, 3, 4, 8].map((n) => defaultWorkers(true, n))).toEqual([1, 1, 1, 2, 4]);
    expect([1, 2, 8].map((n) => defaultWorkers(false, n))).toEqual([1, 2, 8]);
  });

  it('runs as many as told', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).imageEncoding.encoders).toBe(
      loadConfig({ DATABASE_URL, WEB_CONCURRENCY: '3' }).imageEncoding.encoders,
    );
  });

  it('refuses nonsense, naming the variable', () => {
    for (const value of ['0', '-2', '1.5', 'many', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
