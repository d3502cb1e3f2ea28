import type { Db } from '../../db/knex';
import { whereListed } from '../../db/listed';

/** What a product page's head needs: one indexed lookup by primary key, listed products only. */
export interface ProductPageRow {
  id: number;
  title: string;
  description: string;
  price: number;
  inventory: number;
  category_id: number;
  stars_total: number;
  review_count: number;
  image: string | null;
  image_medium: string | null;
  image_small: string | null;
  seller_id: number;
  seller_username: string;
}

export interface ShopPageRow {
  id: number;
  username: string;
  first_name: string;
  bio: string | null;
  location: string | null;
}

/** A product's preview photo, or nulls when it has none. */
export interface PreviewRow {
  url_medium: string | null;
  url_small: string | null;
}

export function createPagesRepository(db: Db) {
  return {
    /** Preview photos of the newest listed products (of a category): the grid's first cards. */
    async newestPreviews(categoryId: number | undefined, limit: number): Promise<PreviewRow[]> {
      const query = whereListed(db('products as p'))
        .leftJoin('product_images as img', function previewOnly() {
          this.on('img.product_id', 'p.id').andOn('img.preview', db.raw('true'));
        })
        .select('img.url_medium', 'img.url_small')
        .orderBy('p.id', 'desc')
        .limit(limit);
      if (categoryId !== undefined) query.where('p.category_id', categoryId);
      return query;
    },

    async findListedProduct(id: number): Promise<ProductPageRow | undefined> {
      return whereListed(db('products as p'))
        .join('users as u', 'u.id', 'p.seller_id')
        .leftJoin('product_images as img', function previewOnly() {
          this.on('img.product_id', 'p.id').andOn('img.preview', db.raw('true'));
        })
        .select(
          'p.id',
          'p.title',
          'p.description',
          'p.price',
          'p.inventory',
          'p.category_id',
          'p.stars_total',
          'p.review_count',
          'img.url as image',
          'img.url_medium as image_medium',
          'img.url_small as image_small',
          'p.seller_id',
          'u.username as seller_username',
        )
        .where('p.id', id)
        .first();
    },

    async findShop(id: number): Promise<ShopPageRow | undefined> {
      return db('users')
        .select('id', 'username', 'first_name', 'bio', 'location')
        .where({ id })
        .whereNull('closed_at')
        .first();
    },

    /** The largest listed product id: how many sitemap pages of fixed id ranges there are. */
    async maxListedProductId(): Promise<number> {
      const row = await whereListed(db('products as p')).max('p.id as max').first();
      return Number(row?.max ?? 0);
    },

    /** Listed products with ids in (afterId, uptoId]: a range scan of the listed-id index. */
    async listedProductsBetween(afterId: number, uptoId: number) {
      return whereListed(db('products as p'))
        .select('p.id', 'p.updated_at')
        .where('p.id', '>', afterId)
        .andWhere('p.id', '<=', uptoId)
        .orderBy('p.id') as Promise<{ id: number; updated_at: Date }[]>;
    },

    /** The largest id of a seller with a listed product. */
    async maxShopId(): Promise<number> {
      const row = await whereListed(db('products as p')).max('p.seller_id as max').first();
      return Number(row?.max ?? 0);
    },

    /** Sellers with ids in (afterId, uptoId] who have at least one listed product. */
    async shopsBetween(afterId: number, uptoId: number): Promise<{ id: number }[]> {
      return db('users as u')
        .select('u.id')
        .where('u.id', '>', afterId)
        .andWhere('u.id', '<=', uptoId)
        .whereExists(whereListed(db('products as p').whereRaw('p.seller_id = u.id')))
        .orderBy('u.id');
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
