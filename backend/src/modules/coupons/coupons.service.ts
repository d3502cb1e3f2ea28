import { COUPON_MESSAGES, type Coupon, type CouponFields } from '@handmade/common';
import { badRequest, conflict, notFound } from '../../http/httpError';
import type { CouponsRepository, CouponWrite } from './coupons.repository';

export function createCouponsService(coupons: CouponsRepository) {
  const found = async (sellerId: number, couponId: number): Promise<Coupon> => {
    const coupon = await coupons.find(sellerId, couponId);
    if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
    return coupon;
  };

  const idOf = (write: CouponWrite): number => {
    if (write === 'missing') throw notFound(COUPON_MESSAGES.notFound);
    if (write === 'code taken')
      throw conflict(COUPON_MESSAGES.codeTaken, { code: COUPON_MESSAGES.codeTaken });
    return write.id;
  };

  return {
    list: (sellerId: number) => coupons.list(sellerId),

    async create(sellerId: number, fields: CouponFields): Promise<Coupon> {
      return found(sellerId, idOf(await coupons.insert(sellerId, fields)));
    },

    async update(sellerId: number, couponId: number, fields: CouponFields): Promise<Coupon> {
      const uses = await coupons.uses(sellerId, couponId);
      if (uses === undefined) throw notFound(COUPON_MESSAGES.notFound);
      if (fields.max_uses !== null && fields.max_uses < uses) {
        const message = COUPON_MESSAGES.maxUsesBelowUses(uses);
        throw badRequest(message, { max_uses: message });
      }
      return found(sellerId, idOf(await coupons.update(sellerId, couponId, fields)));
    },

    async remove(sellerId: number, couponId: number): Promise<{ message: string }> {
      if (!(await coupons.remove(sellerId, couponId))) throw notFound(COUPON_MESSAGES.notFound);
      return { message: COUPON_MESSAGES.deleted };
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
