import type { Knex } from 'knex';

/**
 * Adds a job to the queue in `trx` (`graphile_worker.add_job`): it runs once that transaction commits (or
 * `delaySeconds` later), and never if it rolls back. A `key` names the job while it waits (one job per key).
 * The job's id.
 */
export async function queueJob(
  trx: Knex | Knex.Transaction,
  task: string,
  payload: object,
  { delaySeconds = 0, key = null }: { delaySeconds?: number; key?: string | null } = {},
): Promise<number> {
  const { rows } = await trx.raw<{ rows: [{ id: string }] }>(
    `SELECT (graphile_worker.add_job(?, ?::json, run_at => now() + make_interval(secs => ?), job_key => ?)).id`,
    [task, JSON.stringify(payload), delaySeconds, key],
  );
  return Number(rows[0].id);
}

/**
 * What changes ask the notifications module to tell people (an in-app notice, and a mail when they want that
 * kind), queued in the change's own transaction, run by `modules/notifications` after it commits.
 */
export const NOTICE_JOBS = {
  /** `{order_id}`: the buyer's receipt and each seller's sale. */
  orderPlaced: 'order_placed',
  /** `{shipment_id}`: shipped (with tracking), delivered or cancelled, to the buyer. */
  shipmentMoved: 'shipment_moved',
  /**
   * `{message_id}`: queued to run a while later, keyed `message:<id>` (`messageJobKey`); told only if the
   * recipient has not read it by then.
   */
  messageSent: 'message_sent',
  /** `{review_id}`: a review of a seller's product. */
  reviewPosted: 'review_posted',
  /** `{review_id}`: the seller's first reply to a review, to its author. */
  reviewReplied: 'review_replied',
  /** `{user_id}`: the password changed (by a reset or on the account page); always mailed. */
  passwordChanged: 'password_changed',
  /** `{user_id, old_email}`: the account's email changed; the old address is told. Always mailed. */
  emailChanged: 'email_changed',
  /** `{product_id}`: an admin hid or restored a listing; its seller is told why. Always mailed. */
  listingModerated: 'listing_moderated',
  /** `{report_ids}`: reports were decided; each reporter is told in the bell. */
  reportsDecided: 'reports_decided',
  /**
   * `{case_id, step, message_id?}`: a case was opened (to the seller), written in (to the others), escalated
   * or resolved (to both).
   */
  caseMoved: 'case_moved',
  /**
   * `{product_id, change: FavoriteChange}`: a favorited listing's price dropped or it is back in stock; those
   * who favorited it and want favorites news are told, each once a day at most.
   */
  favoriteChanged: 'favorite_changed',
} as const;

export const messageJobKey = (messageId: number) => `message:${messageId}`;

/** What account changes ask the auth module to do by mail. */
export const EMAIL_JOBS = {
  /** `{user_id, email}`: mail `email` a link that verifies it (and makes it the account's, if it is new). */
  confirmRequest: 'email_confirm_request',
} as const;
