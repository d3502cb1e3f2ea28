import { afterAll, inject } from 'vitest';
import { createDb, migrateLatest } from '../../src/db/knex';
import { installJobQueue } from '../../src/jobs/jobQueueSchema';
import { unique } from '../testApp';

/**
 * A fresh, migrated database (the job queue's schema too) on the run's PostgreSQL server. LISTEN/NOTIFY and the rate-limit counters
 * belong to one database, so processes on it hear nothing from the other test files, nor they from it.
 */
export async function createIsolatedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = new URL(inject('databaseUrl'));
  const name = unique('cluster_');
  const admin = createDb(serverUrl.href, 1);
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl.href);
  url.pathname = `/${name}`;
  const db = createDb(url.href, 1);
  await migrateLatest(db);
  await db.destroy();
  await installJobQueue(url.href);
  return {
    url: url.href,
    async drop() {
      await admin.raw(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

/** A database of the calling test file's own (see createIsolatedDatabase), dropped after its tests. */
export async function useIsolatedDatabase(): Promise<{ url: string }> {
  const database = await createIsolatedDatabase();
  afterAll(() => database.drop());
  return database;
}
