import { MESSAGES, type CloseAccountInput, type ProfileInput } from '@handmade/common';
import { ConflictError } from '../../errors';
import { badRequest, conflict, notFound } from '../../http/httpError';
import type { AuthService } from '../auth';
import type { ImagesService, PhotoBytes } from '../images';
import { toUser, type User, type UsersRepository } from '../users';
import type { AccountRepository } from './account.repository';

export const ACCOUNT_MESSAGES = {
  notFound: "Account couldn't be found",
  closed: 'Your account is closed. Thank you for being part of Handmade Market.',
} as const;

export interface AccountServiceDeps {
  account: AccountRepository;
  users: Pick<UsersRepository, 'findById'>;
  auth: Pick<AuthService, 'passwordMatches'>;
  images: Pick<ImagesService, 'storeAvatar' | 'keepOrDiscard' | 'discard'>;
}

/** Changes a signed-in user makes to their own account; every call acts on that user only. */
export function createAccountService({ account, users, auth, images }: AccountServiceDeps) {
  const current = async (userId: number): Promise<User> => {
    const row = await users.findById(userId);
    if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
    return toUser(row);
  };
  const usernameTaken = () => conflict('That username is taken.', { username: MESSAGES.usernameTaken });

  return {
    async updateProfile(userId: number, input: ProfileInput): Promise<User> {
      if (await account.usernameTakenByOther(userId, input.username)) throw usernameTaken();
      try {
        await account.updateProfile(userId, input);
      } catch (error) {
        if (error instanceof ConflictError) throw usernameTaken();
        throw error;
      }
      return current(userId);
    },

    /** Stores the new avatar, points the account at it, then removes the previous one's objects. */
    async changeAvatar(userId: number, file: PhotoBytes | undefined): Promise<User> {
      const stored = await images.storeAvatar(userId, file);
      const changed = await images.keepOrDiscard(stored, async () => {
        const result = await account.setAvatar(userId, stored);
        if (!result) throw notFound(ACCOUNT_MESSAGES.notFound);
        return result;
      });
      if (changed.previousKey) await images.discard([changed.previousKey]);
      return current(userId);
    },

    async close(userId: number, input: CloseAccountInput): Promise<{ message: string }> {
      if (!(await auth.passwordMatches(userId, input.password))) {
        throw badRequest(MESSAGES.passwordWrong, { password: MESSAGES.passwordWrong });
      }
      const closed = await account.close(userId);
      if (!closed) throw notFound(ACCOUNT_MESSAGES.notFound);
      await images.discard(closed.imageKeys);
      return { message: ACCOUNT_MESSAGES.closed };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
