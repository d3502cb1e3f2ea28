import type { Config } from './config';
import type { Db } from './db/knex';
import type { EventBus } from './events';
import type { Logger } from './logger';
import type { Storage } from './storage';

/**
 * What the app is built from: `compose.ts` makes every repository and service out of it. Tests build one
 * around a throwaway database.
 */
export interface AppContext {
  config: Config;
  db: Db;
  storage: Storage;
  logger: Logger;
  jwtSecret: string;
  /** Events heard by every process on the database (LISTEN/NOTIFY). */
  events: EventBus;
  /** Aborted when the process starts shutting down: long-lived answers (event streams) end then. */
  shutdown?: AbortSignal;
}
