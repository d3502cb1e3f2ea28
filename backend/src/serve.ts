import { createApp } from './app';
import { composeJobs } from './compose';
import { startJobRunner } from './jobs/jobRunner';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { takeOverShutdownSignals } from './db/embedded';
import { createEventBus } from './events';
import { closeGracefully, createHttpServer } from './http/httpServer';
import { resolveJwtSecret } from './secrets';
import { loggerFor, seedDemoIfWanted, SHUTDOWN_GRACE_MS, startDevInboxIfWanted } from './startup';
import { createStorage } from './storage';

/**
 * One API process: opens (and migrates) the database, listens, and on SIGTERM or SIGINT finishes the
 * requests in flight before it exits. Alone (`npm run dev`, tests) or as a worker of
 * the supervisor, which then hands it DATABASE_URL, JWT_SECRET and SEED=none.
 */
export async function serve(settings: Config): Promise<void> {
  const logger = loggerFor(settings);
  const database = await openDatabase(settings, logger);
  const storage = createStorage(settings);
  await seedDemoIfWanted(settings, database.db, logger, async () => storage);

  // Alone (`npm run dev`); a worker of `npm start` is handed the supervisor's inbox as SMTP_URL.
  const inbox = await startDevInboxIfWanted(settings, logger);
  const config = inbox ? { ...settings, smtpUrl: inbox.smtpUrl } : settings;
  const events = createEventBus(database.url, database.db, logger);
  const shuttingDown = new AbortController();
  const ctx = {
    config,
    db: database.db,
    storage,
    logger,
    jwtSecret: resolveJwtSecret(config),
    events,
    shutdown: shuttingDown.signal,
  };
  const app = createApp(ctx);
  const jobs = config.jobs
    ? await startJobRunner({ databaseUrl: database.url, logger, ...composeJobs(ctx) })
    : undefined;
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
    await jobs?.stop();
    await inbox?.stop();
    await events.close();
    await database.close(Math.max(0, SHUTDOWN_GRACE_MS - (Date.now() - started)));
    logger.info('stopped');
    process.exit(0);
  };
  takeOverShutdownSignals();
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
