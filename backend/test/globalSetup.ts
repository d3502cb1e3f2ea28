import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { keepExitCode, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { createDb, migrateLatest } from '../src/db/knex';
import { installJobQueue } from '../src/jobs/jobQueueSchema';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
let dir: string | undefined;

/**
 * One real PostgreSQL for the run: the one DATABASE_URL names, or an embedded server in a
 * temporary folder. Migrations run once here; each test file then makes its own rows.
 */
export async function setup(project: TestProject): Promise<void> {
  // Teardown stops the cluster; a failed run must still exit non-zero.
  keepExitCode();
  let url = process.env.DATABASE_URL;
  if (!url) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'handmade-test-'));
    await fs.chmod(dir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), 'handmade_test');
    url = embedded.url;
  }
  const db = createDb(url);
  await migrateLatest(db);
  await db.destroy();
  await installJobQueue(url);
  project.provide('databaseUrl', url);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}
