import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('WEB_CONCURRENCY', () => {
  it('runs one worker per core unless told, and as many as told', () => {
    expect(loadConfig({}).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: '' }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
  });

  it('refuses nonsense, naming the variable', () => {
    for (const value of ['0', '-2', '1.5', 'many', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
