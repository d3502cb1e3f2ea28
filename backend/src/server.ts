import path from 'node:path';
import { createApp } from './app';
import { loadConfig, ROOT_DIR } from './config';
import { openDatabase } from './db/database';
import { takeOverShutdownSignals } from './db/embedded';
import { PHOTOS_LABEL, seedIfEmpty } from './db/seed';
import { barProgress } from './db/seed/progress';
import { createEventBus } from './events';
import { closeGracefully, createHttpServer } from './http/httpServer';
import { chooseLogFormat } from './logFormat';
import { createLogger } from './logger';
import { resolveJwtSecret } from './secrets';
import { createStorage } from './storage';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  try {
    process.loadEnvFile(path.join(ROOT_DIR, '.env'));
  } catch {
    // No .env file: the environment alone configures the server.
  }
  const config = loadConfig();
  const logFormat = chooseLogFormat(config.logFormat, process.stdout.isTTY);
  const logger = createLogger(config.logLevel, logFormat);
  const database = await openDatabase(config, logger);
  const storage = createStorage(config);
  if (config.seed === 'demo') {
    // In a terminal, one bar redrawn in place; elsewhere, a log line every tenth of the way.
    const progress = logFormat === 'pretty' ? barProgress(PHOTOS_LABEL, process.stdout) : undefined;
    await seedIfEmpty(database.db, storage, logger, progress);
  }

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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
