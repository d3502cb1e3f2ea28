import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import type { StoredImage } from '../../storage/imageVariants';
import type { ImageRow } from './images.mapper';

const IMAGE_COLUMNS = ['id', 'product_id', 'key', 'url', 'url_medium', 'url_small', 'preview', 'position'];

/** A product's photos are listed the preview first, then by slot. */
const PHOTO_ORDER = 'preview DESC, position ASC';

export interface ImageWithSeller extends ImageRow {
  seller_id: number;
}

function imagesIn(db: Db | Knex.Transaction) {
  return {
    /** The product's seller, or undefined when the product does not exist. */
    async findProductSeller(productId: number): Promise<number | undefined> {
      const row = await db('products').select('seller_id').where({ id: productId }).first();
      return row?.seller_id;
    },

    async findWithSeller(id: number): Promise<ImageWithSeller | undefined> {
      return db('product_images as i')
        .join('products as p', 'p.id', 'i.product_id')
        .select([...IMAGE_COLUMNS.map((column) => `i.${column}`), 'p.seller_id'])
        .where('i.id', id)
        .first();
    },

    async listForProduct(productId: number): Promise<ImageRow[]> {
      return db('product_images')
        .select(IMAGE_COLUMNS)
        .where({ product_id: productId })
        .orderByRaw(PHOTO_ORDER);
    },

    async countForProduct(productId: number): Promise<number> {
      const row = await db('product_images').count({ n: '*' }).where({ product_id: productId }).first();
      return Number(row?.n ?? 0);
    },
  };
}

/** Writes that must see a consistent set of a product's images run inside `withProductLock`. */
function lockedImages(trx: Knex.Transaction) {
  return {
    ...imagesIn(trx),

    async clearPreview(productId: number): Promise<void> {
      await trx('product_images').where({ product_id: productId, preview: true }).update({ preview: false });
    },

    async insert(productId: number, stored: StoredImage, position: number, preview: boolean) {
      const [row] = await trx('product_images')
        .insert({ product_id: productId, ...stored, position, preview })
        .returning(IMAGE_COLUMNS);
      return row as ImageRow;
    },

    async update(id: number, changes: Partial<StoredImage> & { preview?: boolean }): Promise<ImageRow> {
      const [row] = await trx('product_images')
        .where({ id })
        .update({ ...changes, updated_at: trx.fn.now() })
        .returning(IMAGE_COLUMNS);
      return row as ImageRow;
    },

    async remove(id: number): Promise<void> {
      await trx('product_images').where({ id }).delete();
    },

    /** Makes the image in the lowest slot the preview; nothing when the product has no image left. */
    async promoteFirst(productId: number): Promise<void> {
      await trx('product_images')
        .where(
          'id',
          trx('product_images').select('id').where({ product_id: productId }).orderBy('position').limit(1),
        )
        .update({ preview: true, updated_at: trx.fn.now() });
    },
  };
}

export type LockedImages = ReturnType<typeof lockedImages>;

export function createImagesRepository(db: Db) {
  return {
    ...imagesIn(db),

    /**
     * Runs `work` in a transaction holding the product's row lock, so concurrent uploads to one
     * product take slots and the preview flag one at a time. Undefined when the product is gone.
     */
    async withProductLock<T>(
      productId: number,
      work: (images: LockedImages) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (trx) => {
        const product = await trx('products').select('id').where({ id: productId }).forUpdate().first();
        if (!product) return undefined;
        return work(lockedImages(trx));
      });
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
