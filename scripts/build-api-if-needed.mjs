// Bundles the API (backend/dist/server.js) when it is missing or older than its sources.
import { buildIfStale } from './buildIfStale.mjs';

buildIfStale({
  name: 'API',
  built: 'backend/dist/server.js',
  sources: ['backend/src', 'backend/scripts', 'backend/package.json', 'common/src', 'package-lock.json'],
  command: 'npm run build --workspace backend',
});
