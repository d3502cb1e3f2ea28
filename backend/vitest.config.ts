import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/globalSetup.ts', './test/fuzz/fuzzSummary.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The production topology is a suite of its own (`npm run test:topology`).
    exclude: [...configDefaults.exclude, 'test/topology/**'],
    // A limit for a test that hangs, with room for a machine that other work keeps busy (the longest tests,
    // which start API processes or hash 40 passwords, take about 20 s there).
    testTimeout: 60_000,
    // expect.poll waits for the state it asserts; its own default of one second is overrun on a busy machine.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest runs one file at a time on two cores (its default is one fewer than the cores). These files
    // mostly wait on PostgreSQL, timers and child processes, so four at once keep both cores busy.
    maxWorkers: 4,
    // A worker keeps the modules it loaded for its next file rather than loading the app again for each (half
    // the suite's time went to that). Files share no state but the database: each builds its own app, pool and
    // folders, and the few module-level caches are keyed by what they keep (a session token, a signing key).
    isolate: false,
  },
});
