import bcrypt from 'bcryptjs';
import { MESSAGES, type LoginInput, type PasswordChangeInput, type SignupInput } from '@handmade/common';
import { ConflictError } from '../../errors';
import { badRequest, conflict, HttpError } from '../../http/httpError';
import { isCommonPassword } from './commonPasswords';
import type { UserRow, UsersRepository } from '../users';

export const BCRYPT_ROUNDS = 10;
// Compared against when the email is unknown, so both answers take the same time.
const UNKNOWN_USER_HASH = bcrypt.hashSync('no such account', BCRYPT_ROUNDS);

/**
 * Sign-up, sign-in and password changes. An account whose email is in `adminEmails` (ADMIN_EMAILS) becomes an
 * admin as it signs up or in.
 */
export function createAuthService(
  users: UsersRepository,
  { adminEmails = [] }: { adminEmails?: string[] } = {},
) {
  const withRole = async (user: UserRow): Promise<UserRow> => {
    if (user.role === 'admin' || !adminEmails.includes(user.email.toLowerCase())) return user;
    await users.setRole(user.email, 'admin');
    return { ...user, role: 'admin' };
  };

  return {
    async signup(input: SignupInput): Promise<UserRow> {
      if (isCommonPassword(input.password)) {
        throw badRequest('Validation failed.', { password: MESSAGES.passwordCommon });
      }
      const taken = await users.findTaken(input.email, input.username);
      if (taken.email || taken.username) {
        throw conflict('That account already exists.', {
          ...(taken.email && { email: MESSAGES.emailTaken }),
          ...(taken.username && { username: MESSAGES.usernameTaken }),
        });
      }
      const password_hash = await bcrypt.hash(input.password, BCRYPT_ROUNDS);
      try {
        return await withRole(
          await users.insertWithCart({
            username: input.username,
            email: input.email,
            first_name: input.first_name,
            last_name: input.last_name,
            password_hash,
          }),
        );
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides.
        if (error instanceof ConflictError) {
          throw conflict(
            'That account already exists.',
            error.taken === 'email' ? { email: MESSAGES.emailTaken } : { username: MESSAGES.usernameTaken },
          );
        }
        throw error;
      }
    },

    /** Changes the password and returns the new token version: every other session ends. */
    async changePassword(userId: number, input: PasswordChangeInput): Promise<number> {
      const user = await users.findById(userId);
      if (!user || !(await bcrypt.compare(input.current_password, user.password_hash))) {
        throw badRequest(MESSAGES.currentPasswordWrong, { currentPassword: MESSAGES.currentPasswordWrong });
      }
      if (isCommonPassword(input.new_password)) {
        throw badRequest('Validation failed.', { newPassword: MESSAGES.passwordCommon });
      }
      const passwordHash = await bcrypt.hash(input.new_password, BCRYPT_ROUNDS);
      return users.updatePassword(userId, passwordHash);
    },

    /** Whether `password` is the account's own: asked again before closing it. */
    async passwordMatches(userId: number, password: string): Promise<boolean> {
      const user = await users.findById(userId);
      return bcrypt.compare(password, user?.password_hash ?? UNKNOWN_USER_HASH).then((ok) => ok && !!user);
    },
    async login(input: LoginInput): Promise<UserRow> {
      const user = await users.findByEmail(input.email);
      const matches = await bcrypt.compare(input.password, user?.password_hash ?? UNKNOWN_USER_HASH);
      if (!user || !matches) {
        throw new HttpError(401, MESSAGES.invalidCredentials, { password: MESSAGES.invalidCredentials });
      }
      if (user.suspended_at !== null) {
        throw new HttpError(403, MESSAGES.accountSuspended, { email: MESSAGES.accountSuspended });
      }
      return withRole(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
