import { z } from 'zod';
import { decodeCursor, encodeCursor, takePage } from '../../http/pagination';
import { notFound } from '../../http/httpError';
import { toPublicUser, type PublicUser } from './publicUsers.mapper';
import type { PublicUsersRepository } from './publicUsers.repository';

export const USER_NOT_FOUND = "User couldn't be found";

export function createUsersService(users: PublicUsersRepository) {
  return {
    /** Sellers only (users with a listed product), in pages: a directory of shops, not of accounts. */
    async listSellers(limit: number, cursor: string | undefined) {
      const after = cursor ? decodeCursor(cursor, 'users', z.tuple([z.number().int().min(0)]))[0] : undefined;
      const rows = await users.listSellers(limit, after);
      const page = takePage(rows, limit, (last) => encodeCursor('users', [last.id]));
      return { items: page.items.map(toPublicUser) as PublicUser[], next: page.next };
    },

    /** 404 unless the user exists: a shop of nobody is missing, not empty. */
    async assertExists(userId: number): Promise<void> {
      if (!(await users.exists(userId))) throw notFound(USER_NOT_FOUND);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
