import path from 'node:path';
import { createApp } from './app';
import { loadConfig, ROOT_DIR } from './config';
import { openDatabase } from './db/database';
import { takeOverShutdownSignals } from './db/embedded';
import { seedIfEmpty } from './db/seed';
import { closeGracefully, createHttpServer } from './http/httpServer';
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
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  const storage = createStorage(config);
  if (config.seed === 'demo') await seedIfEmpty(database.db, storage, logger);

  const app = createApp({ config, db: database.db, storage, logger, jwtSecret: resolveJwtSecret(config) });
  const server = createHttpServer(app, config.timeouts);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as { port: number };
  logger.info(`Handmade Market is running at http://localhost:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const started = Date.now();
    await closeGracefully(server, SHUTDOWN_GRACE_MS);
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
