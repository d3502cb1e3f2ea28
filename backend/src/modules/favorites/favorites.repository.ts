import type { Db } from '../../db/knex';
import { AUDIENCE_COLUMNS, type ProductAudience } from '../../db/listed';
import { selectProducts } from '../products';
import type { FavoriteRow } from './favorites.mapper';

export function createFavoritesRepository(db: Db) {
  /** Favorites with their products (seller and preview image included) in one query. */
  const withProducts = (userId: number) =>
    selectProducts(db)
      .join('favorites as f', 'f.product_id', 'p.id')
      .select('f.id as favorite_id', 'f.user_id as favorite_user_id')
      .where('f.user_id', userId);

  return {
    async list(userId: number): Promise<FavoriteRow[]> {
      return withProducts(userId).orderBy('f.id', 'desc');
    },

    async find(userId: number, productId: number): Promise<FavoriteRow | undefined> {
      return withProducts(userId).where('f.product_id', productId).first();
    },

    async findProductSeller(productId: number): Promise<ProductAudience | undefined> {
      return db('products').select(AUDIENCE_COLUMNS).where({ id: productId }).first();
    },

    /** False when the product was already a favorite. */
    async insert(userId: number, productId: number): Promise<boolean> {
      const rows = await db('favorites')
        .insert({ user_id: userId, product_id: productId })
        .onConflict(['user_id', 'product_id'])
        .ignore()
        .returning('id');
      return rows.length > 0;
    },

    async remove(userId: number, productId: number): Promise<boolean> {
      const count = await db('favorites').where({ user_id: userId, product_id: productId }).delete();
      return count > 0;
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
