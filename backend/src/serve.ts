import path from 'node:path';
import { createApp } from './app';
import { loadConfig, ROOT_DIR, type Config } from './config';
import { openDatabase } from './db/database';
import { takeOverShutdownSignals } from './db/embedded';
import { PHOTOS_LABEL, seedIfEmpty } from './db/seed';
import { barProgress } from './db/seed/progress';
import type { Db } from './db/knex';
import { createEventBus } from './events';
import { closeGracefully, createHttpServer } from './http/httpServer';
import { chooseLogFormat } from './logFormat';
import { createLogger, type Logger } from './logger';
import { resolveJwtSecret } from './secrets';
import { createStorage, type Storage } from './storage';

export const SHUTDOWN_GRACE_MS = 10_000;

/** The configuration from the environment, after the optional .env file beside the repository's root. */
export function loadEnvironment(): Config {
  try {
    process.loadEnvFile(path.join(ROOT_DIR, '.env'));
  } catch {
    // No .env file: the environment alone configures the server.
  }
  return loadConfig();
}

export function loggerFor(config: Config): Logger {
  return createLogger(config.logLevel, chooseLogFormat(config.logFormat, process.stdout.isTTY));
}

/** Seeds the demo catalogue into an empty database when SEED=demo. */
export async function seedDemoIfWanted(config: Config, db: Db, storage: Storage, logger: Logger) {
  if (config.seed !== 'demo') return;
  // In a terminal, one bar redrawn in place; elsewhere, a log line every tenth of the way.
  const pretty = chooseLogFormat(config.logFormat, process.stdout.isTTY) === 'pretty';
  const progress = pretty ? barProgress(PHOTOS_LABEL, process.stdout) : undefined;
  await seedIfEmpty(db, storage, logger, progress);
}

/**
 * One API process: opens (and migrates) the database, listens, and on SIGTERM or SIGINT finishes the
 * requests in flight before it exits. Alone (`npm run dev`, tests, WEB_CONCURRENCY=1) or as a worker of
 * the supervisor, which then hands it DATABASE_URL, JWT_SECRET and SEED=none.
 */
export async function serve(config: Config): Promise<void> {
  const logger = loggerFor(config);
  const database = await openDatabase(config, logger);
  const storage = createStorage(config);
  await seedDemoIfWanted(config, database.db, storage, logger);

  const events = createEventBus(database.url, database.db, logger);
  const shuttingDown = new AbortController();
  const app = createApp({
    config,
    db: database.db,
    storage,
    logger,
    jwtSecret: resolveJwtSecret(config),
    events,
    shutdown: shuttingDown.signal,
  });
  const server = createHttpServer(app, config.timeouts);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as { port: number };
  const url = `http://localhost:${port}`;
  logger.info({ url, ready: true }, `Handmade Market is running at ${url} (Ctrl-C to stop)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const started = Date.now();
    // Event streams never finish on their own: they end now, and browsers reconnect to another process.
    shuttingDown.abort();
    await closeGracefully(server, SHUTDOWN_GRACE_MS);
    await events.close();
    await database.close(Math.max(0, SHUTDOWN_GRACE_MS - (Date.now() - started)));
    logger.info('stopped');
    process.exit(0);
  };
  takeOverShutdownSignals();
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
