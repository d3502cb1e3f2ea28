import { EMAIL_CONFIRM_HOURS } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/pgErrors';
import { EMAIL_JOBS, NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import { queueMail, type Mail } from '../../mail';

/** The account a confirmation link is mailed for. */
export interface ConfirmingUser {
  id: number;
  email: string;
  first_name: string;
  email_verified: boolean;
}

/** What opening a link did: verified (or changed to) the address, or nothing. */
export type ConfirmOutcome = { userId: number } | 'invalid' | 'taken';

/** Links that confirm an address (kept as their token's hash), and what opening one changes. */
export function createEmailConfirmationsRepository(db: Db) {
  return {
    /** Asks the job queue to mail `email` a link for the account. */
    async queueRequest(userId: number, email: string): Promise<void> {
      await queueJob(db, EMAIL_JOBS.confirmRequest, { user_id: userId, email });
    },

    async openAccount(userId: number): Promise<ConfirmingUser | undefined> {
      return db('users')
        .select('id', 'email', 'first_name', db.raw('email_verified_at IS NOT NULL AS email_verified'))
        .where({ id: userId })
        .whereNull('closed_at')
        .first();
    },

    /** Whether another account uses the address, ignoring case. */
    async emailTaken(email: string, exceptUserId: number): Promise<boolean> {
      const row = await db('users')
        .whereRaw('lower(email) = lower(?)', [email])
        .whereNot({ id: exceptUserId })
        .first('id');
      return Boolean(row);
    },

    /** Keeps the token's hash for the address and queues the mail with the link, in one transaction. */
    async issue(userId: number, email: string, tokenHash: string, mail: Mail): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('email_confirmations').insert({
          user_id: userId,
          email,
          token_hash: tokenHash,
          expires_at: trx.raw(`now() + interval '${EMAIL_CONFIRM_HOURS} hours'`),
        });
        await queueMail(trx, mail);
      });
    },

    /**
     * Spends an unused, unexpired token: its address is verified, and becomes the account's when it is a new
     * one (every other open link of the account dies, and the old address is told). 'taken' when another
     * account took that address since the link was sent.
     */
    async consume(tokenHash: string): Promise<ConfirmOutcome> {
      try {
        return await db.transaction(async (trx: Knex.Transaction) => {
          const link = await trx('email_confirmations as c')
            .join('users as u', 'u.id', 'c.user_id')
            .select('c.id', 'c.user_id', 'c.email', 'u.email as current_email')
            .where('c.token_hash', tokenHash)
            .whereNull('c.used_at')
            .whereNull('u.closed_at')
            .where('c.expires_at', '>', trx.fn.now())
            .forUpdate()
            .first();
          if (!link) return 'invalid';
          const isNew = link.email.toLowerCase() !== link.current_email.toLowerCase();
          await trx('users')
            .where({ id: link.user_id })
            .update({
              email: link.email,
              email_verified_at: isNew ? trx.fn.now() : trx.raw('coalesce(email_verified_at, now())'),
              updated_at: trx.fn.now(),
            });
          const spent = trx('email_confirmations').where({ user_id: link.user_id }).whereNull('used_at');
          await (isNew ? spent : spent.where({ id: link.id })).update({ used_at: trx.fn.now() });
          if (isNew) {
            await queueJob(trx, NOTICE_JOBS.emailChanged, {
              user_id: link.user_id,
              old_email: link.current_email,
            });
          }
          return { userId: link.user_id as number };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
  };
}

export type EmailConfirmationsRepository = ReturnType<typeof createEmailConfirmationsRepository>;
