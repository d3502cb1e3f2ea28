import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress';

const backend = 'http://localhost:8000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        manualChunks(id: string) {
          if (
            /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|use-sync-external-store)\//.test(
              id,
            )
          )
            return 'vendor';
          if (/\/src\/(lib|app\/hooks)/.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
