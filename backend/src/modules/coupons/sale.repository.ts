import type { SaleFields } from '@handmade/common';
import type { Db } from '../../db/knex';
import type { SaleColumns } from '../products';

export function createSaleRepository(db: Db) {
  return {
    async find(sellerId: number): Promise<SaleColumns | undefined> {
      return db('users')
        .select('sale_percent_off')
        .select(
          db.raw('sale_starts_at::text AS sale_starts_at'),
          db.raw('sale_ends_at::text AS sale_ends_at'),
        )
        .where({ id: sellerId })
        .first();
    },

    /** Sets the shop's one sale, or ends it (null). */
    async set(sellerId: number, sale: SaleFields | null): Promise<void> {
      await db('users')
        .where({ id: sellerId })
        .update({
          sale_percent_off: sale?.percent_off ?? null,
          sale_starts_at: sale === null ? null : (sale.starts_at ?? db.fn.now()),
          sale_ends_at: sale?.ends_at ?? null,
        });
    },
  };
}

export type SaleRepository = ReturnType<typeof createSaleRepository>;
