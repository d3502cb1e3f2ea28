import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { startEmbeddedPostgres } from './embedded';
import { createDb, migrateLatest, type Db } from './knex';
import { plannedLanesOf, readLanesOf } from './readLanes';

export interface Database {
  db: Db;
  /** Where it is: the configured URL, or the embedded server's. */
  url: string;
  /** Waits (up to `graceMs`) for queries still running, e.g. of a request whose client left, then closes. */
  close(graceMs?: number): Promise<void>;
}

interface PoolCounts {
  numUsed(): number;
  numPendingAcquires(): number;
}

/** Waits (up to `graceMs`) until no statement runs on the pool or the read lanes. */
async function waitForIdlePool(db: Db, graceMs: number): Promise<void> {
  const pool = (db.client as { pool?: PoolCounts }).pool;
  const busy = () =>
    (pool ? pool.numUsed() + pool.numPendingAcquires() : 0) +
    (readLanesOf(db)?.inFlight() ?? 0) +
    (plannedLanesOf(db)?.inFlight() ?? 0);
  const deadline = Date.now() + graceMs;
  while (busy() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The configured PostgreSQL, or an embedded one under the data folder; migrated to the latest schema. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded = async () => {};
  if (!url) {
    const started = Date.now();
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), 'handmade', (line) =>
      logger.debug({ postgres: line.trim() }),
    );
    logger.info({ ms: Date.now() - started }, 'embedded PostgreSQL started');
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const db = createDb(url, config.databasePoolMax, logger, config.databaseReadLanes);
  try {
    await migrateLatest(db);
  } catch (error) {
    await db.destroy();
    await stopEmbedded();
    throw error;
  }
  return {
    db,
    url,
    async close(graceMs = 0) {
      await waitForIdlePool(db, graceMs);
      await db.destroy();
      await stopEmbedded();
    },
  };
}
