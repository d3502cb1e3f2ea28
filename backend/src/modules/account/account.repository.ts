import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/pgErrors';
import { ConflictError } from '../../errors';
import type { StoredImage } from '../images';

export interface ProfileFields {
  first_name: string;
  last_name: string;
  username: string;
}

/** What a closed account leaves to remove from storage once its rows are gone. */
export interface ClosedAccount {
  /** Key prefixes of the photos of the listings it had, and of its avatar. */
  imageKeys: string[];
}

/** The signed-in user's own account: profile, avatar, closing. Sign-in and sessions are the users module's. */
export function createAccountRepository(db: Db) {
  return {
    /** Whether someone else holds this username, ignoring case. */
    async usernameTakenByOther(userId: number, username: string): Promise<boolean> {
      const row = await db('users')
        .select('id')
        .whereRaw('lower(username) = lower(?)', [username])
        .whereNot({ id: userId })
        .first();
      return Boolean(row);
    },

    /** A ConflictError when a racing sign-up or rename took the username first (the unique index decides). */
    async updateProfile(userId: number, fields: ProfileFields): Promise<void> {
      try {
        await db('users')
          .where({ id: userId })
          .whereNull('closed_at')
          .update({ ...fields, updated_at: db.fn.now() });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('username', { cause: error });
        throw error;
      }
    },

    /** Points the account at a new avatar; answers the previous one's key prefix (to remove its objects). */
    async setAvatar(
      userId: number,
      avatar: StoredImage,
    ): Promise<{ previousKey: string | null } | undefined> {
      return db.transaction(async (trx) => {
        const user = await trx('users')
          .select('avatar_key')
          .where({ id: userId })
          .whereNull('closed_at')
          .forUpdate()
          .first();
        if (!user) return undefined;
        await trx('users')
          .where({ id: userId })
          .update({ avatar_key: avatar.key, profile_url: avatar.url_small, updated_at: trx.fn.now() });
        return { previousKey: user.avatar_key };
      });
    },

    /**
     * Closes the account in one transaction: its listings go as a listing delete takes them (photos, cart
     * lines, favorites and reviews of them by cascade), then its own cart, favorites, follows (both ways) and
     * conversations. The row stays, so its reviews and past orders keep their author and buyer, but its
     * name, email and username are replaced by placeholders no sign-up can choose, its password by one no
     * hash can match, and every session ends. Undefined when the account is already closed.
     */
    async close(userId: number): Promise<ClosedAccount | undefined> {
      return db.transaction(async (trx) => {
        const user = await trx('users')
          .select('id', 'avatar_key')
          .where({ id: userId })
          .whereNull('closed_at')
          .forUpdate()
          .first();
        if (!user) return undefined;
        const photos: { key: string }[] = await trx('product_images as i')
          .join('products as p', 'p.id', 'i.product_id')
          .select('i.key')
          .where('p.seller_id', userId);
        await trx('products').where({ seller_id: userId }).delete();
        await trx('favorites').where({ user_id: userId }).delete();
        await trx('follows').where({ user_id: userId }).orWhere({ shop_id: userId }).delete();
        await trx('carts').where({ user_id: userId }).delete();
        // Its conversations go with their messages: nobody reaches them again, the other participant included.
        await trx('conversations').where({ user_low: userId }).orWhere({ user_high: userId }).delete();
        const placeholder = `#closed-${userId}`;
        await trx('users')
          .where({ id: userId })
          .update({
            closed_at: trx.fn.now(),
            username: placeholder,
            email: placeholder,
            first_name: 'Former',
            last_name: 'member',
            profile_url: null,
            avatar_key: null,
            bio: null,
            location: null,
            password_hash: '!',
            token_version: trx.raw('token_version + 1'),
            updated_at: trx.fn.now(),
          });
        return {
          imageKeys: [...photos.map((photo) => photo.key), ...(user.avatar_key ? [user.avatar_key] : [])],
        };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
