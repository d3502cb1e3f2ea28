import { z } from 'zod';
import { notFound } from '../../http/httpError';
import { decodeCursor, encodeCursor, takePage } from '../products/pagination';
import type { ProductListQuery } from '../products/products.schemas';
import type { ProductPage, ProductsService } from '../products/products.service';
import { toPublicUser, type PublicUser } from './publicUsers.mapper';
import type { PublicUsersRepository } from './publicUsers.repository';

export const USER_NOT_FOUND = "User couldn't be found";

export function createUsersService(users: PublicUsersRepository, products: ProductsService) {
  return {
    /** Sellers only (users with a listed product), in pages: a directory of shops, not of accounts. */
    async listSellers(limit: number, cursor: string | undefined) {
      const after = cursor ? decodeCursor(cursor, 'users', z.tuple([z.number().int().min(0)]))[0] : undefined;
      const rows = await users.listSellers(limit, after);
      const page = takePage(rows, limit, (last) => encodeCursor('users', [last.id]));
      return { items: page.items.map(toPublicUser) as PublicUser[], next: page.next };
    },

    /** A seller's shop: their listed products, with the same filters and pages as the catalogue. */
    async shop(userId: number, query: ProductListQuery): Promise<ProductPage> {
      if (!(await users.exists(userId))) throw notFound(USER_NOT_FOUND);
      return products.list(query, userId);
    },
  };
}
