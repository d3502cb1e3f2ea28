import { vi } from 'vitest';

/**
 * Retries `assertion` until it passes, for as long as a busy machine may take: a test waits for the state it
 * asserts. `vi.waitFor` gives up after one second by default, which a loaded machine overruns, and that
 * default cannot be set once for the suite (expect.poll's is, in vitest.config.ts).
 */
export function eventually<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: 15_000, interval: 25 });
}
