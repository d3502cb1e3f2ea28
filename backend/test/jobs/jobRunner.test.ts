import { afterAll, describe, expect, it } from 'vitest';
import { startJobRunner } from '../../src/jobs/jobRunner';
import { createLogger } from '../../src/logger';
import { createDb } from '../../src/db/knex';
import { createIsolatedDatabase } from '../cluster/database';

const isolated = await createIsolatedDatabase();
const observer = createDb(isolated.url, 1);
afterAll(async () => {
  await observer.destroy();
  await isolated.drop();
});

/** Connections to the isolated database other than the observer's own. */
async function othersConnected(): Promise<number> {
  const { rows } = await observer.raw<{ rows: { count: string }[] }>(
    `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return Number(rows[0]!.count);
}

describe('the job runner', () => {
  it('has closed every connection of its own once stop resolves, so the database can go at once', async () => {
    const jobs = await startJobRunner({
      databaseUrl: isolated.url,
      logger: createLogger('silent'),
      tasks: {},
    });
    expect(await othersConnected()).toBeGreaterThan(0);
    await jobs.stop();
    expect(await othersConnected()).toBe(0);
  });
});
