import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/globalSetup.ts', './test/fuzz/fuzzSummary.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The production topology is a suite of its own (`npm run test:topology`).
    exclude: [...configDefaults.exclude, 'test/topology/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
