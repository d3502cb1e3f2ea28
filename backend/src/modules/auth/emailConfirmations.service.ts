import bcrypt from 'bcryptjs';
import { EMAIL_MESSAGES, MESSAGES, type EmailChangeInput } from '@handmade/common';
import type { Task } from 'graphile-worker';
import { badRequest, conflict } from '../../http/httpError';
import { confirmNewEmailMail, verifyEmailMail } from '../../mail';
import type { User, UsersRepository } from '../users';
import type { EmailConfirmationsRepository } from './emailConfirmations.repository';
import { newLinkToken, tokenHashOf } from './linkToken';

/**
 * Proving an address is one's own, by a link mailed to it: the account's email at sign-up and on request,
 * and a new email before it replaces the old. A request answers at once; the job queue makes the link and
 * mails it. `siteUrl` is where the links point (PUBLIC_URL).
 */
export function createEmailConfirmationsService(
  confirmations: EmailConfirmationsRepository,
  users: Pick<UsersRepository, 'findById'>,
  siteUrl: string,
) {
  return {
    /** A new link to the signed-in user's own address; 409 when it is already verified. */
    async requestVerification(user: User): Promise<string> {
      if (user.email_verified) throw conflict(EMAIL_MESSAGES.alreadyVerified);
      await confirmations.queueRequest(user.id, user.email);
      return EMAIL_MESSAGES.verificationSent(user.email);
    },

    /** Asks the new address to confirm; the password proves it is the account's owner asking. */
    async requestChange(user: User, input: EmailChangeInput): Promise<string> {
      const row = await users.findById(user.id);
      if (!row || !(await bcrypt.compare(input.password, row.password_hash))) {
        throw badRequest(MESSAGES.currentPasswordWrong, { password: MESSAGES.currentPasswordWrong });
      }
      if (input.email.toLowerCase() === row.email.toLowerCase()) {
        throw badRequest(EMAIL_MESSAGES.sameEmail, { email: EMAIL_MESSAGES.sameEmail });
      }
      if (await confirmations.emailTaken(input.email, user.id)) {
        throw badRequest(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      }
      await confirmations.queueRequest(user.id, input.email);
      return EMAIL_MESSAGES.changeSent(input.email);
    },

    /** The job: a link to the address, unless the account closed or that address is verified already. */
    handleRequest: (async (payload) => {
      const { user_id, email } = payload as { user_id: number; email: string };
      const user = await confirmations.openAccount(user_id);
      const ownAddress = user && user.email.toLowerCase() === email.toLowerCase();
      if (!user || (ownAddress && user.email_verified)) return;
      const { token, hash } = newLinkToken();
      const url = `${siteUrl}/verify-email?token=${token}`;
      const mail = ownAddress ? verifyEmailMail(user, url) : confirmNewEmailMail(user, email, url);
      await confirmations.issue(user.id, email, hash, mail);
    }) satisfies Task,

    /** Opens a link: the account's id; 400 under `token` when it cannot be used, 409 when the address was taken. */
    async confirm(token: string): Promise<number> {
      const outcome = await confirmations.consume(tokenHashOf(token));
      if (outcome === 'invalid') {
        throw badRequest(EMAIL_MESSAGES.tokenInvalid, { token: EMAIL_MESSAGES.tokenInvalid });
      }
      if (outcome === 'taken') throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      return outcome.userId;
    },
  };
}

export type EmailConfirmationsService = ReturnType<typeof createEmailConfirmationsService>;
