import { runMigrations } from 'graphile-worker';

/**
 * Makes (or brings up to date) the job queue's own schema, `graphile_worker`, beside the app's: a change that
 * queues work (`graphile_worker.add_job`) in its transaction needs it, whether or not this process runs jobs.
 */
export async function installJobQueue(databaseUrl: string): Promise<void> {
  await runMigrations({ connectionString: databaseUrl });
}
