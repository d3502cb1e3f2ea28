import { PASSWORD_RESET_MINUTES } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import { queueMail, type Mail } from '../../mail';

/** Who a reset is for: what the mails need. */
export interface ResetUser {
  id: number;
  email: string;
  first_name: string;
}

/** Password reset tokens (stored as their hash) and the password change they allow once. */
export function createPasswordResetsRepository(db: Db) {
  return {
    /** Asks the job queue to handle a reset request: the same one insert whether or not the email is known. */
    async queueRequest(email: string): Promise<void> {
      await queueJob(db, PASSWORD_RESET_REQUEST, { email });
    },

    async openAccountByEmail(email: string): Promise<ResetUser | undefined> {
      return db('users')
        .select('id', 'email', 'first_name')
        .whereRaw('lower(email) = lower(?)', [email])
        .whereNull('closed_at')
        .first();
    },

    /** Keeps the token's hash for an hour and queues the mail with the link, in one transaction. */
    async issue(user: ResetUser, tokenHash: string, mail: Mail): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('password_resets').insert({
          user_id: user.id,
          token_hash: tokenHash,
          expires_at: trx.raw(`now() + interval '${PASSWORD_RESET_MINUTES} minutes'`),
        });
        await queueMail(trx, mail);
      });
    },

    /**
     * Spends the token, if unused and unexpired, on the new password: every session of the account ends
     * (its token version moves on), every other open link of it dies, and the notice that the password
     * changed is queued. The account, or undefined for a token that cannot be used.
     */
    async consume(tokenHash: string, passwordHash: string): Promise<ResetUser | undefined> {
      return db.transaction(async (trx: Knex.Transaction) => {
        const reset = await trx('password_resets')
          .select('id', 'user_id')
          .where({ token_hash: tokenHash })
          .whereNull('used_at')
          .where('expires_at', '>', trx.fn.now())
          .forUpdate()
          .first();
        if (!reset) return undefined;
        const [user] = (await trx('users')
          .where({ id: reset.user_id })
          .whereNull('closed_at')
          .update({
            password_hash: passwordHash,
            token_version: trx.raw('token_version + 1'),
            updated_at: trx.fn.now(),
          })
          .returning(['id', 'email', 'first_name'])) as ResetUser[];
        if (!user) return undefined;
        await trx('password_resets')
          .where({ user_id: user.id })
          .whereNull('used_at')
          .update({ used_at: trx.fn.now() });
        await queueJob(trx, NOTICE_JOBS.passwordChanged, { user_id: user.id });
        return user;
      });
    },
  };
}

/** The job queue's task that answers a reset request (see `createPasswordResetsService`). */
export const PASSWORD_RESET_REQUEST = 'password_reset_request';

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
