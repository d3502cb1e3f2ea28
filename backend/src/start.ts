import cluster from 'node:cluster';
import { runSupervisor } from './cluster';
import { exitOnStartFailure, loadEnvironment, serve } from './serve';

// What `npm start` runs (bundled as backend/dist/server.js): WEB_CONCURRENCY workers under a supervisor,
// or, at 1, the single process of old. Workers run this same file.
const config = loadEnvironment();
const run = cluster.isPrimary && config.webConcurrency > 1 ? runSupervisor(config) : serve(config);
run.catch(exitOnStartFailure);
