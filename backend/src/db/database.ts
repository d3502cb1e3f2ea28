import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { startEmbeddedPostgres } from './embedded';
import { createDb, migrateLatest, type Db } from './knex';

export interface Database {
  db: Db;
  close(): Promise<void>;
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
  const db = createDb(url, config.databasePoolMax);
  try {
    await migrateLatest(db);
  } catch (error) {
    await db.destroy();
    await stopEmbedded();
    throw error;
  }
  return {
    db,
    async close() {
      await db.destroy();
      await stopEmbedded();
    },
  };
}
