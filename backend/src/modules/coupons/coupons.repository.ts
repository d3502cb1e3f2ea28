import type { Coupon, CouponFields } from '@handmade/common';
import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/pgErrors';
import { isoTimestamp } from '../../db/timestamps';

/** The unique index that keeps one code per shop, whatever its case. */
const CODE_INDEX = 'coupons_seller_code';

/** A coupon's row as a checkout or a cart reads it. */
export interface CouponRow {
  id: number;
  seller_id: number;
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  min_subtotal: number | null;
  starts_at: string;
  ends_at: string | null;
  max_uses: number | null;
  uses: number;
}

/** What a write reports besides success: the code is another coupon's, or uses already pass the new limit. */
export type CouponWrite = { id: number } | 'code taken' | 'missing';

const columns = (db: Db) => [
  'c.id',
  'c.seller_id',
  'c.code',
  'c.percent_off',
  'c.amount_off',
  'c.min_subtotal',
  db.raw('c.starts_at::text AS starts_at'),
  db.raw('c.ends_at::text AS ends_at'),
  'c.max_uses',
  'c.uses',
];

export const toCouponTimes = <T extends { starts_at: string; ends_at: string | null }>(row: T): T => ({
  ...row,
  starts_at: isoTimestamp(row.starts_at),
  ends_at: row.ends_at === null ? null : isoTimestamp(row.ends_at),
});

export function createCouponsRepository(db: Db) {
  /** Each coupon with what its shipments brought in, cancelled and refunded ones left out. */
  const withRevenue = () =>
    db('coupons as c')
      .select(...columns(db), db.raw('c.created_at::text AS created_at'))
      .select(
        db.raw(`(SELECT coalesce(sum(s.total), 0) FROM shipments s
                  WHERE s.coupon_id = c.id AND s.status NOT IN ('cancelled', 'refunded')) AS revenue`),
      );

  const toCoupon = ({ seller_id: _seller, ...row }: CouponRow & { revenue: number; created_at: string }) =>
    ({ ...toCouponTimes(row), created_at: isoTimestamp(row.created_at) }) satisfies Coupon;

  const saved = async (write: () => Promise<number | undefined>): Promise<CouponWrite> => {
    try {
      const id = await write();
      return id === undefined ? 'missing' : { id };
    } catch (error) {
      if (isUniqueViolation(error, CODE_INDEX)) return 'code taken';
      throw error;
    }
  };

  return {
    /** The seller's coupons, newest first. */
    async list(sellerId: number): Promise<Coupon[]> {
      const rows = await withRevenue().where('c.seller_id', sellerId).orderBy('c.id', 'desc');
      return rows.map(toCoupon);
    },

    async find(sellerId: number, couponId: number): Promise<Coupon | undefined> {
      const row = await withRevenue().where({ 'c.id': couponId, 'c.seller_id': sellerId }).first();
      return row && toCoupon(row);
    },

    /** The shop's coupon with this code, whatever case it was typed in. */
    async findByCode(sellerId: number, code: string): Promise<CouponRow | undefined> {
      const row = await db('coupons as c')
        .select(...columns(db))
        .where('c.seller_id', sellerId)
        .andWhereRaw('upper(c.code) = upper(?)', [code])
        .first();
      return row && toCouponTimes(row);
    },

    insert(sellerId: number, fields: CouponFields): Promise<CouponWrite> {
      return saved(async () => {
        const [row] = await db('coupons')
          .insert({ ...fields, starts_at: fields.starts_at ?? db.fn.now(), seller_id: sellerId })
          .returning('id');
        return row.id;
      });
    },

    /** 'missing' when the coupon is not the seller's. */
    update(sellerId: number, couponId: number, fields: CouponFields): Promise<CouponWrite> {
      return saved(async () => {
        const [row] = await db('coupons')
          .where({ id: couponId, seller_id: sellerId })
          .update({
            ...fields,
            starts_at: fields.starts_at ?? db.raw('least(starts_at, now())'),
            updated_at: db.fn.now(),
          })
          .returning('id');
        return row?.id;
      });
    },

    /** How often the coupon was used: a new limit may not go below it. */
    async uses(sellerId: number, couponId: number): Promise<number | undefined> {
      const row = await db('coupons').select('uses').where({ id: couponId, seller_id: sellerId }).first();
      return row?.uses;
    },

    /** Shipments that used it keep its code and discount; carts that held it lose it. */
    async remove(sellerId: number, couponId: number): Promise<boolean> {
      return (await db('coupons').where({ id: couponId, seller_id: sellerId }).delete()) > 0;
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
