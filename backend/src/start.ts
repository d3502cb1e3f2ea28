import cluster from 'node:cluster';
import v8 from 'node:v8';
import { ENCODER_ROLE_ENV } from './imageEncoder/protocol';
import { exitOnStartFailure, loadEnvironment } from './startup';

// What `npm start` runs (bundled as backend/dist/server.js): WEB_CONCURRENCY workers and one photo encoder
// under a supervisor. The workers and the encoder run this same file.
// Each role loads only its own code: the supervisor never loads the app, the encoder only libvips.

// node-postgres makes every row of every statement at one allocation site (`{ ...prebuiltRow }`), and V8
// pretenured it under load: each row then went straight to the old generation and kept its strings (a page's
// 40 KB of cards) alive through every young collection until the next full one. Without pretenuring, a
// page request leaves 1.5 KB behind instead of 44 KB (docs/performance.md, "Rows the collector kept").
v8.setFlagsFromString('--no-allocation-site-pretenuring');
const config = loadEnvironment();
const run = process.env[ENCODER_ROLE_ENV]
  ? import('./imageEncoder/encoderProcess').then(({ runImageEncoder }) => runImageEncoder(config))
  : cluster.isPrimary
    ? import('./cluster').then(({ runSupervisor }) => runSupervisor(config))
    : import('./serve').then(({ serve }) => serve(config));
run.catch(exitOnStartFailure);
