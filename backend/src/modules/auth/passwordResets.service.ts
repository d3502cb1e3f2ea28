import bcrypt from 'bcryptjs';
import { MESSAGES, PASSWORD_RESET_MESSAGES, type PasswordResetConfirmInput } from '@handmade/common';
import type { Task } from 'graphile-worker';
import { badRequest } from '../../http/httpError';
import { passwordResetMail } from '../../mail';
import { BCRYPT_ROUNDS } from './auth.service';
import { isCommonPassword } from './commonPasswords';
import { newLinkToken, tokenHashOf } from './linkToken';
import type { PasswordResetsRepository } from './passwordResets.repository';

/**
 * Password resets by mail. A request answers at once and the same way whatever the email: the job queue looks
 * the account up and mails a link holding a random token (valid an hour, once). `siteUrl` is where the links
 * point: PUBLIC_URL, never the request's Host header, which anyone may set.
 */
export function createPasswordResetsService(resets: PasswordResetsRepository, siteUrl: string) {
  return {
    async request(email: string): Promise<void> {
      await resets.queueRequest(email);
    },

    /** The job: a link for an open account with that email, nothing for any other. */
    handleRequest: (async (payload) => {
      const { email } = payload as { email: string };
      const user = await resets.openAccountByEmail(email);
      if (!user) return;
      const { token, hash } = newLinkToken();
      const url = `${siteUrl}/reset-password?token=${token}`;
      await resets.issue(user, hash, passwordResetMail(user, url));
    }) satisfies Task,

    /** Sets the new password with a token from a link; 400 under `token` when it cannot be used. */
    async confirm(input: PasswordResetConfirmInput): Promise<void> {
      if (isCommonPassword(input.new_password)) {
        throw badRequest('Validation failed.', { newPassword: MESSAGES.passwordCommon });
      }
      const passwordHash = await bcrypt.hash(input.new_password, BCRYPT_ROUNDS);
      const user = await resets.consume(tokenHashOf(input.token), passwordHash);
      if (!user) {
        throw badRequest(PASSWORD_RESET_MESSAGES.tokenInvalid, {
          token: PASSWORD_RESET_MESSAGES.tokenInvalid,
        });
      }
    },
  };
}

export type PasswordResetsService = ReturnType<typeof createPasswordResetsService>;
