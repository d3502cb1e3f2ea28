import { makeWorkerUtils } from 'graphile-worker';
import { afterAll } from 'vitest';
import { composeJobs } from '../src/compose';
import { startJobRunner } from '../src/jobs/jobRunner';
import { createIsolatedDatabase } from './cluster/database';
import { startSmtpInbox } from './smtpInbox';
import { createTestApp, TEST_PUBLIC_URL } from './testApp';

/**
 * The app with a real SMTP server and its job queue sending to it, as `npm start` runs them, on a database of
 * its own: every other test file queues jobs too (each sign-up, order and message does), and a runner on the
 * shared database would spend the mail tests' time on theirs. Every mail test is collected by
 * `src/mail/mail.test.ts`, so they share this one runner and inbox.
 */
const database = await createIsolatedDatabase();
export const inbox = await startSmtpInbox();
// Message mails wait an hour here, so a test decides when one's job runs (`runNow`).
export const test = createTestApp({
  databaseUrl: database.url,
  env: { SMTP_URL: inbox.url, PUBLIC_URL: TEST_PUBLIC_URL, MESSAGE_MAIL_DELAY_SECONDS: '3600' },
});
const jobs = await startJobRunner({
  databaseUrl: test.config.databaseUrl!,
  logger: test.logger,
  ...composeJobs(test),
});
const workerUtils = await makeWorkerUtils({ connectionString: test.config.databaseUrl! });

/** Resolves once `holds` answers true (asked every 25 ms): a test waits for the state it asserts. */
export async function waitUntil(holds: () => Promise<boolean>): Promise<void> {
  while (!(await holds())) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Runs the waiting job named `key` now instead of at its time, and resolves once it is done. */
export async function runNow(key: string): Promise<void> {
  const waiting = () => test.db('graphile_worker.jobs').select('id').where({ key });
  const ids = (await waiting()).map((row: { id: string }) => String(row.id));
  if (ids.length === 0) throw new Error(`No job waits under the key ${key}`);
  await workerUtils.rescheduleJobs(ids, { runAt: new Date() });
  await waitUntil(async () => (await waiting()).length === 0);
}

afterAll(async () => {
  await workerUtils.release();
  await jobs.stop();
  await inbox.stop();
  await database.drop();
});
