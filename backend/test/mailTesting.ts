import { afterAll } from 'vitest';
import { composeJobs } from '../src/compose';
import { startJobRunner } from '../src/jobs/jobRunner';
import { startSmtpInbox } from './smtpInbox';
import { createTestApp, TEST_PUBLIC_URL } from './testApp';

/**
 * The app with a real SMTP server and its job queue sending to it, as `npm start` runs them. One per test run:
 * every mail test is collected by `src/mail/mail.test.ts`, because a second runner with `send_mail` would take
 * some of these tests' mails and send them to its own server.
 */
export const inbox = await startSmtpInbox();
export const test = createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: TEST_PUBLIC_URL } });
const jobs = await startJobRunner({
  databaseUrl: test.config.databaseUrl!,
  logger: test.logger,
  ...composeJobs(test),
});
afterAll(async () => {
  await jobs.stop();
  await inbox.stop();
});
