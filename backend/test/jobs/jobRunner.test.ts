import { afterAll, describe, expect, it } from 'vitest';
import { startJobRunner } from '../../src/jobs/jobRunner';
import { createLogger } from '../../src/logger';
import { createDb } from '../../src/db/knex';
import { createIsolatedDatabase } from '../cluster/database';
import { eventually } from '../eventually';

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
  it('closes every connection of its own when it stops', async () => {
    const jobs = await startJobRunner({
      databaseUrl: isolated.url,
      logger: createLogger('silent'),
      tasks: {},
    });
    expect(await othersConnected()).toBeGreaterThan(0);
    await jobs.stop();
    // PostgreSQL lists a closed connection until its server process has exited.
    await eventually(async () => expect(await othersConnected()).toBe(0));
  });
});
