import type { Knex } from 'knex';
import type { ProductInput } from '@handmade/common';
import type { Db } from '../../db/knex';
import type { ProductRow } from './products.mapper';
import { selectProducts } from './products.query';
import type { ProductSort } from './products.schemas';

/**
 * The rating sort orders by the product's own reviews (stars_total / review_count), not the seller's:
 * it ranks items, and the product row carries both totals. The average is kept as an exact integer
 * (thousandths) so a cursor compares it without float drift; unreviewed products come last.
 */
const RATING_KEY =
  'CASE WHEN p.review_count > 0 THEN (p.stars_total::bigint * 1000) / p.review_count ELSE -1 END';

export type SortKeys = (string | number)[];

/** How each sort orders rows and continues after a cursor's keys (a row comparison, so one index range). */
const SORTS: Record<ProductSort, { order: string; after: string }> = {
  newest: { order: 'p.id DESC', after: 'p.id < ?' },
  price_asc: { order: 'p.price ASC, p.id ASC', after: '(p.price, p.id) > (?::numeric, ?)' },
  price_desc: { order: 'p.price DESC, p.id DESC', after: '(p.price, p.id) < (?::numeric, ?)' },
  rating: {
    order: `${RATING_KEY} DESC, p.review_count DESC, p.id DESC`,
    after: `(${RATING_KEY}, p.review_count, p.id) < (?, ?, ?)`,
  },
};

export interface ProductListFilter {
  sort: ProductSort;
  limit: number;
  after: SortKeys | undefined;
  category?: number;
  search?: string;
  sellerId?: number;
}

export interface ListedProductRow extends ProductRow {
  rating_key?: number;
}

export function createProductsRepository(db: Db) {
  return {
    /** One page (plus one row, to know whether more follow) of listed products, in one query. */
    async list(filter: ProductListFilter): Promise<ListedProductRow[]> {
      const sort = SORTS[filter.sort];
      const query = selectProducts(db).whereNull('p.archived_at');
      if (filter.sort === 'rating') query.select(db.raw(`${RATING_KEY} AS rating_key`));
      if (filter.sellerId !== undefined) query.where('p.seller_id', filter.sellerId);
      if (filter.category !== undefined) query.where('p.category_id', filter.category);
      if (filter.search) query.whereRaw("p.search @@ websearch_to_tsquery('english', ?)", [filter.search]);
      if (filter.after) query.whereRaw(sort.after, filter.after);
      return query.orderByRaw(sort.order).limit(filter.limit + 1);
    },

    async findById(id: number): Promise<ProductRow | undefined> {
      return selectProducts(db).where('p.id', id).first();
    },

    /**
     * A random listed product without sorting the table: a random id between the smallest and
     * largest listed ids, then the first listed id at or above it (both ends of one index). The id
     * is found first, so the join to photos never has to plan around an unknown value.
     */
    async findRandom(): Promise<ProductRow | undefined> {
      const target = db
        .from('products')
        .whereNull('archived_at')
        .select(db.raw('min(id) + floor(random() * (max(id) - min(id) + 1))::int'));
      const picked: { id: number } | undefined = await db('products')
        .whereNull('archived_at')
        .where('id', '>=', target)
        .orderBy('id')
        .first('id');
      return picked && selectProducts(db).where('p.id', picked.id).first();
    },

    /** Every product of the seller, archived (sold out) ones included, newest first. */
    async listBySeller(sellerId: number): Promise<ProductRow[]> {
      return selectProducts(db).where('p.seller_id', sellerId).orderBy('p.id', 'desc');
    },

    async findSellerId(id: number): Promise<number | undefined> {
      const row = await db('products').select('seller_id').where({ id }).first();
      return row?.seller_id;
    },

    async insert(sellerId: number, input: ProductInput): Promise<number> {
      const [row] = await db('products')
        .insert({ ...input, seller_id: sellerId })
        .returning('id');
      return row.id;
    },

    /** The form requires stock, so editing a sold-out (archived) product restocks and lists it again. */
    async update(id: number, input: ProductInput): Promise<void> {
      await db('products')
        .where({ id })
        .update({ ...input, archived_at: null, updated_at: db.fn.now() });
    },

    /** Deletes the product (its images, cart lines, favorites and reviews by cascade); its image keys. */
    async deleteReturningImageKeys(id: number): Promise<string[] | undefined> {
      return db.transaction(async (trx: Knex.Transaction) => {
        const product = await trx('products').select('id').where({ id }).forUpdate().first();
        if (!product) return undefined;
        const images: { key: string }[] = await trx('product_images').select('key').where({ product_id: id });
        await trx('products').where({ id }).delete();
        return images.map((image) => image.key);
      });
    },

    /** Preview images of listed products, newest product first, paged by product id. */
    async listPreviewImages(limit: number, beforeProductId: number | undefined) {
      const query = db('product_images as i')
        .join('products as p', 'p.id', 'i.product_id')
        .select('i.id', 'i.product_id', 'i.url', 'i.url_medium', 'i.url_small', 'i.preview')
        .where('i.preview', true)
        .whereNull('p.archived_at')
        .orderBy('p.id', 'desc')
        .limit(limit + 1);
      if (beforeProductId !== undefined) query.where('p.id', '<', beforeProductId);
      return query;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
