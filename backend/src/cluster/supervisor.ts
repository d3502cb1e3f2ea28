import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { takeOverShutdownSignals } from '../db/embedded';
import { resolveJwtSecret } from '../secrets';
import { ENCODER_SOCKET_ENV } from '../imageEncoder';
import { loggerFor, seedDemoIfWanted, SHUTDOWN_GRACE_MS, startDevInboxIfWanted } from '../startup';
import { startImageEncoder } from './imageEncoderProcess';
import { createRestartBackoff } from './restartBackoff';
/** Workers drain for SHUTDOWN_GRACE_MS; past this they are killed. */
const STOP_DEADLINE_MS = SHUTDOWN_GRACE_MS + 5_000;

/**
 * The old generation a worker fills before V8's first full collection, and the least it lets it grow to
 * after each. Left to itself V8 kept it a few MB above the 27-30 MB a worker keeps alive, and under the
 * cache-off mix ran a full collection every 1.3-2.1 s, each pausing the event loop 7-16 ms while requests
 * queued behind it (`docs/performance.md`, "Full collections"). Flags given to `node` come after it and win.
 */
const WORKER_OLD_SPACE_MB = 128;

/**
 * The primary of `npm start`: opens, migrates and seeds the database once (starting the embedded
 * PostgreSQL when DATABASE_URL is unset), then runs `config.webConcurrency` API workers on it, and one
 * process that encodes every photo for them (so no worker loads libvips). The workers share the listening
 * port (node:cluster hands each new connection to the next worker) and every process the primary's
 * stdout, so the log stays one stream. A process that dies is replaced, waiting longer after each death
 * in quick succession; SIGTERM or SIGINT drains every worker, then stops the encoder and the database.
 */
export async function runSupervisor(config: Config): Promise<void> {
  const logger = loggerFor(config).child({ role: 'supervisor' });
  const database = await openDatabase(config, logger);
  await seedDemoIfWanted(config, database.db, logger, async () =>
    (await import('../storage')).createStorage(config),
  );
  const inbox = await startDevInboxIfWanted(config, logger);
  const encoder = startImageEncoder(logger);
  // The workers are told how many they are: with DATABASE_URL set, their own default would be one per core.
  const workerEnv = {
    WEB_CONCURRENCY: String(config.webConcurrency),
    DATABASE_URL: database.url,
    JWT_SECRET: resolveJwtSecret(config),
    SEED: 'none',
    [ENCODER_SOCKET_ENV]: encoder.socketPath,
    ...(inbox && { SMTP_URL: inbox.smtpUrl }),
  };

  cluster.setupPrimary({
    execArgv: [`--initial-old-space-size=${WORKER_OLD_SPACE_MB}`, ...process.execArgv],
  });
  let stopping = false;
  const backoff = createRestartBackoff();
  const startedAt = new Map<Worker, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  const fork = () => {
    if (!stopping) startedAt.set(cluster.fork(workerEnv), Date.now());
  };
  const forkLater = (ms: number) => {
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      fork();
    }, ms);
    pendingRestarts.add(timer);
  };

  cluster.on('listening', (worker) => {
    logger.info({ workerPid: worker.process.pid }, 'worker listening');
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    const restartInMs = backoff(lived);
    logger.error({ workerPid: worker.process.pid, code, signal, restartInMs }, 'worker exited');
    forkLater(restartInMs);
  });

  for (let index = 0; index < config.webConcurrency; index += 1) fork();
  const workers = config.webConcurrency === 1 ? 'one API worker' : `${config.webConcurrency} API workers`;
  logger.info({ workers: config.webConcurrency }, `starting ${workers}`);

  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    logger.info({ signal }, 'stopping: draining the workers');
    const workers = [...startedAt.keys()];
    await Promise.all(workers.map((worker) => stopWorker(worker)));
    await encoder.stop();
    await inbox?.stop();
    await database.close(SHUTDOWN_GRACE_MS);
    logger.info('stopped');
    process.exit(0);
  };
  takeOverShutdownSignals();
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Asks a worker to finish its requests in flight (SIGTERM, as `serve` expects); kills it past the deadline. */
function stopWorker(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => worker.process.kill('SIGKILL'), STOP_DEADLINE_MS);
    worker.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}
