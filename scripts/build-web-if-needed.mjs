// Builds the single-page app when frontend/dist is missing or older than its sources.
import { buildIfStale } from './buildIfStale.mjs';

buildIfStale({
  name: 'Web app',
  built: 'frontend/dist/index.html',
  sources: [
    'frontend/src',
    'frontend/public',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'frontend/package.json',
    'common/src',
    'common/package.json',
  ],
  command: 'npm run build --workspace frontend',
  // Always a production build, even when called from a test runner that sets NODE_ENV=test.
  env: { ...process.env, NODE_ENV: 'production' },
});
