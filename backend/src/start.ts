import cluster from 'node:cluster';
import { ENCODER_ROLE_ENV } from './imageEncoder/protocol';
import { exitOnStartFailure, loadEnvironment } from './startup';

// What `npm start` runs (bundled as backend/dist/server.js): WEB_CONCURRENCY workers and one photo encoder
// under a supervisor. The workers and the encoder run this same file.
// Each role loads only its own code: the supervisor never loads the app, the encoder only libvips.
const config = loadEnvironment();

const run = process.env[ENCODER_ROLE_ENV]
  ? import('./imageEncoder/encoderProcess').then(({ runImageEncoder }) => runImageEncoder(config))
  : cluster.isPrimary
    ? import('./cluster').then(({ runSupervisor }) => runSupervisor(config))
    : import('./serve').then(({ serve }) => serve(config));
run.catch(exitOnStartFailure);
