import { defineConfig } from 'vitest/config';

// The production topology (`npm run test:topology`): a suite of its own, since it starts PostgreSQL,
// nginx and two API machines; the backend's `vitest run` leaves this folder out.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
