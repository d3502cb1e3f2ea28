import type { Task } from 'graphile-worker';
import type { Knex } from 'knex';
import { queueJob } from '../jobs/queueJob';
import type { Logger } from '../logger';
import type { Mail, Mailer } from './mailer';

/** The job queue's task that sends one mail. */
export const SEND_MAIL = 'send_mail';

/**
 * Queues a mail in the transaction of the change that causes it: it goes out once that commits, never if it
 * rolls back; its job id. The job queue (graphile-worker) is the outbox: a job is taken by one process at a time, and a
 * send that fails is tried again later, each wait longer (up to 25 tries over about three days).
 */
export async function queueMail(trx: Knex | Knex.Transaction, mail: Mail): Promise<number> {
  return queueJob(trx, SEND_MAIL, mail);
}

/** Sends a queued mail; a failure (the SMTP server down) leaves the job to be tried again. */
export function sendMail(mailer: Mailer, logger: Logger): Task {
  return async (payload) => {
    const mail = payload as Mail;
    await mailer.send(mail);
    logger.info({ subject: mail.subject }, 'mail sent');
  };
}
