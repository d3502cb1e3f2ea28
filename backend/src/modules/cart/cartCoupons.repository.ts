import type { Db } from '../../db/knex';
import type { CouponRow } from '../coupons';

/** The coupons a buyer applied to the shops of their cart: one per shop, kept until checkout or removal. */
export function createCartCouponsRepository(db: Db) {
  return {
    /** Each applied coupon as it stands now (ended, used up...), with the shop it belongs to. */
    async ofCart(cartId: number): Promise<CouponRow[]> {
      return db('cart_coupons as cc')
        .join('coupons as c', 'c.id', 'cc.coupon_id')
        .select('c.id', 'c.seller_id', 'c.code', 'c.percent_off', 'c.amount_off', 'c.min_subtotal')
        .select(db.raw('c.starts_at::text AS starts_at'), db.raw('c.ends_at::text AS ends_at'))
        .select('c.max_uses', 'c.uses')
        .where('cc.cart_id', cartId);
    },

    /** Applies the coupon to its shop's part of the cart, in place of any other of that shop. */
    async apply(cartId: number, coupon: Pick<CouponRow, 'id' | 'seller_id'>): Promise<void> {
      await db('cart_coupons')
        .insert({ cart_id: cartId, seller_id: coupon.seller_id, coupon_id: coupon.id })
        .onConflict(['cart_id', 'seller_id'])
        .merge(['coupon_id']);
    },

    async remove(cartId: number, sellerId: number): Promise<void> {
      await db('cart_coupons').where({ cart_id: cartId, seller_id: sellerId }).delete();
    },

    async clear(cartId: number): Promise<void> {
      await db('cart_coupons').where({ cart_id: cartId }).delete();
    },
  };
}

export type CartCouponsRepository = ReturnType<typeof createCartCouponsRepository>;
