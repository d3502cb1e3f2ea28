import path from 'node:path';
import { loadConfig, ROOT_DIR, type Config } from './config';
import type { Db } from './db/knex';
import { chooseLogFormat } from './logFormat';
import { createLogger, type Logger } from './logger';
import type { Storage } from './storage';

// What both the supervisor and an API process need to start. It imports no part of the app, so the
// supervisor of `npm start` loads none of it (backend/scripts/build.mjs splits the bundle).

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
export async function seedDemoIfWanted(
  config: Config,
  db: Db,
  logger: Logger,
  storage: () => Promise<Storage>,
) {
  if (config.seed !== 'demo') return;
  const { barProgress, PHOTOS_LABEL, seedIfEmpty } = await import('./db/seed');
  // In a terminal, one bar redrawn in place; elsewhere, a log line every tenth of the way.
  const pretty = chooseLogFormat(config.logFormat, process.stdout.isTTY) === 'pretty';
  const progress = pretty ? barProgress(PHOTOS_LABEL, process.stdout) : undefined;
  await seedIfEmpty(db, storage, logger, progress);
}

export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * The local mail inbox (MailDev) when mail has nowhere else to go: no SMTP_URL, outside production and tests.
 * Its address is printed beside the shop's. Loaded only then, so production never loads it.
 */
export async function startDevInboxIfWanted(config: Config, logger: Logger) {
  if (config.smtpUrl || config.production || config.env === 'test') return undefined;
  const { startDevInbox } = await import('./mail/devInbox');
  const inbox = await startDevInbox(config.mailInboxPort, logger);
  logger.info({ inbox: inbox.webUrl }, `Mail the shop sends in development lands in ${inbox.webUrl}`);
  return inbox;
}
