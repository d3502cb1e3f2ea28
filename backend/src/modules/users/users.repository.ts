import type { Db } from '../../db/knex';
import { prepared } from '../../db/prepared';
import { isUniqueViolation } from '../../db/pgErrors';
import { LIVE_SESSION_CONDITION, liveSessionBindings } from './liveSession';
import { ConflictError } from '../../errors';
import { EMAIL_JOBS, NOTICE_JOBS, queueJob } from '../../jobs/queueJob';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_url: string | null;
  password_hash: string;
  token_version: number;
  seller_stars_total: number;
  seller_review_count: number;
  email_verified_at: Date | null;
  role: 'member' | 'admin';
  suspended_at: Date | null;
  suspended_reason: string | null;
  cart_id: number;
}

export interface NewUser {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
}

const USER_COLUMNS = ['users.*', 'carts.id as cart_id'];
const EMAIL_INDEX = 'users_email_lower_unique';

export function createUsersRepository(db: Db) {
  // A closed account has no cart and no way in: every read for sign-in and sessions skips it.
  const withCart = () =>
    db('users').join('carts', 'carts.user_id', 'users.id').select(USER_COLUMNS).whereNull('users.closed_at');

  return {
    async findById(id: number): Promise<UserRow | undefined> {
      return withCart().where('users.id', id).first();
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      return withCart().whereRaw('lower(users.email) = lower(?)', [email]).first();
    },

    /** Which of the email and username are already taken, ignoring case. */
    async findTaken(email: string, username: string): Promise<{ email: boolean; username: boolean }> {
      const rows: { email: string; username: string }[] = await db('users')
        .select('email', 'username')
        .whereRaw('lower(email) = lower(?)', [email])
        .orWhereRaw('lower(username) = lower(?)', [username]);
      return {
        email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
        username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
      };
    },

    /**
     * A user and their cart, in one transaction. Two sign-ups racing for the same email or username:
     * the unique index lets one in, the other gets a ConflictError naming what is taken.
     */
    async insertWithCart(user: NewUser): Promise<UserRow> {
      try {
        return await db.transaction(async (trx) => {
          const [created] = await trx('users').insert(user).returning('*');
          const [cart] = await trx('carts').insert({ user_id: created.id }).returning('id');
          await queueJob(trx, EMAIL_JOBS.confirmRequest, { user_id: created.id, email: created.email });
          return { ...created, cart_id: cart.id };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const taken = isUniqueViolation(error, EMAIL_INDEX) ? 'email' : 'username';
        throw new ConflictError(taken, { cause: error });
      }
    },

    /** The signed-in user, unless that session was signed out or superseded. */
    async findSessionUser(id: number, version: number, jti: string): Promise<UserRow | undefined> {
      const session = liveSessionBindings({ userId: id, version, jti });
      return prepared(withCart().whereRaw(LIVE_SESSION_CONDITION, session).first());
    },

    /** Sets the password (every session ends) and queues the notice that says so; the new token version. */
    async updatePassword(id: number, passwordHash: string): Promise<number> {
      return db.transaction(async (trx) => {
        const [row] = await trx('users')
          .where({ id })
          .update({
            password_hash: passwordHash,
            token_version: trx.raw('token_version + 1'),
            updated_at: trx.fn.now(),
          })
          .returning('token_version');
        await queueJob(trx, NOTICE_JOBS.passwordChanged, { user_id: id });
        return row.token_version as number;
      });
    },

    /** Gives the account with that email (any case) the role; false when there is none. */
    async setRole(email: string, role: 'member' | 'admin'): Promise<boolean> {
      const count = await db('users')
        .whereRaw('lower(email) = lower(?)', [email])
        .whereNull('closed_at')
        .update({ role });
      return count > 0;
    },

    async revokeSession(jti: string, expiresAt: Date): Promise<void> {
      await db('revoked_sessions').insert({ jti, expires_at: expiresAt }).onConflict('jti').ignore();
      await db('revoked_sessions').where('expires_at', '<', db.fn.now()).delete();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
