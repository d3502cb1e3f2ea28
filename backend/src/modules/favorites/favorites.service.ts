import { MESSAGES } from '@handmade/common';
import { mayBuy } from '../../db/listed';
import { conflict, forbidden, notFound } from '../../http/httpError';
import type { User } from '../users';
import { toFavorite, type Favorite } from './favorites.mapper';
import type { FavoritesRepository } from './favorites.repository';

export const FAVORITE_MESSAGES = {
  productNotFound: 'Product not found.',
  already: 'This product is already in your favorites.',
  notFavorite: 'This product is not in your favorites.',
} as const;

export function createFavoritesService(favorites: FavoritesRepository) {
  return {
    async list(user: User): Promise<Favorite[]> {
      return (await favorites.list(user.id)).map(toFavorite);
    },

    async add(user: User, productId: number): Promise<Favorite> {
      const product = await favorites.findProductSeller(productId);
      if (!product || !mayBuy(product, user.id)) throw notFound(FAVORITE_MESSAGES.productNotFound);
      if (product.seller_id === user.id) throw forbidden(MESSAGES.ownProduct);
      if (!(await favorites.insert(user.id, productId))) throw conflict(FAVORITE_MESSAGES.already);
      const row = await favorites.find(user.id, productId);
      // Deleted by its seller between the insert and this read: the favorite went with it.
      if (!row) throw notFound(FAVORITE_MESSAGES.productNotFound);
      return toFavorite(row);
    },

    async remove(user: User, productId: number): Promise<Favorite> {
      const row = await favorites.find(user.id, productId);
      if (!row || !(await favorites.remove(user.id, productId)))
        throw notFound(FAVORITE_MESSAGES.notFavorite);
      return toFavorite(row);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
