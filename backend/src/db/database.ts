import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { startEmbeddedPostgres } from './embedded';
import { installJobQueue } from '../jobs/jobQueueSchema';
import { createDb, migrateLatest, type Db } from './knex';

export interface Database {
  db: Db;
  /** Where it is: the configured URL, or the embedded server's. */
  url: string;
  /** Waits (up to `graceMs`) for queries still running, e.g. of a request whose client left, then closes. */
  close(graceMs?: number): Promise<void>;
}

/**
 * The configured PostgreSQL, or an embedded one under the data folder; migrated to the latest schema, the job
 * queue's included.
 */
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
  const db = createDb(url, config.databasePoolMax, logger);
  try {
    await migrateLatest(db);
    await installJobQueue(url);
  } catch (error) {
    await db.destroy();
    await stopEmbedded();
    throw error;
  }
  return {
    db,
    url,
    async close(graceMs = 0) {
      // knex's pool waits for the connections in use to come back before it closes, up to `graceMs`.
      let graceOver: NodeJS.Timeout | undefined;
      await Promise.race([
        db.destroy(),
        new Promise((resolve) => {
          graceOver = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(graceOver);
      await stopEmbedded();
    },
  };
}
