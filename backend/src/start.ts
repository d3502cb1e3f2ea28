import cluster from 'node:cluster';
import { exitOnStartFailure, loadEnvironment } from './startup';

// What `npm start` runs (bundled as backend/dist/server.js): WEB_CONCURRENCY workers under a supervisor,
// or, at 1, the single process of old. Workers run this same file. Each role loads only its own code: the
// supervisor never loads the app.
const config = loadEnvironment();
const run =
  cluster.isPrimary && config.webConcurrency > 1
    ? import('./cluster').then(({ runSupervisor }) => runSupervisor(config))
    : import('./serve').then(({ serve }) => serve(config));
run.catch(exitOnStartFailure);
