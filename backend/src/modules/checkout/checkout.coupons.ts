import { COUPON_MESSAGES, couponDiscount, couponProblem } from '@handmade/common';
import { badRequest, conflict } from '../../http/httpError';
import { couponTermsOf, type CouponRow } from '../coupons';
import { totalOf, type Parcel } from './checkout.parcels';
import type { CheckoutTransaction } from './checkout.repository';

const cents = (value: number) => Math.round(value * 100);

/** Each code names a coupon of one of the shops in the order, and a shop takes one coupon at most. */
function couponsBySeller(
  codes: string[],
  coupons: CouponRow[],
): { bySeller: Map<number, CouponRow>; unknown: string[] } {
  const bySeller = new Map<number, CouponRow>();
  for (const coupon of coupons) {
    if (bySeller.has(coupon.seller_id)) {
      throw badRequest(COUPON_MESSAGES.onePerShop, { coupon_codes: COUPON_MESSAGES.onePerShop });
    }
    bySeller.set(coupon.seller_id, coupon);
  }
  const unknown = codes.filter((code) => !coupons.some((coupon) => coupon.code === code));
  return { bySeller, unknown };
}

/**
 * The parcels with their shops' coupons taken off, checked again now, inside the checkout's transaction
 * with the coupons locked. A code that is no coupon of a shop in the order, or a coupon that cannot be used
 * (not started, ended, used up, minimum not reached), refuses the whole checkout with 409 under
 * `coupon_codes`, saying why and what the order costs without it.
 */
export async function withCoupons(
  tx: CheckoutTransaction,
  parcels: Parcel[],
  codes: string[] | undefined,
  now = new Date(),
): Promise<Parcel[]> {
  if (!codes || codes.length === 0) return parcels;
  const wanted = [...new Set(codes)];
  const locked = await tx.lockCoupons(
    parcels.map((parcel) => parcel.seller_id),
    wanted,
  );
  const { bySeller, unknown } = couponsBySeller(wanted, locked);
  const refusals = unknown.map(COUPON_MESSAGES.notForCart);
  let dropped = false;
  const discounted = parcels.map((parcel) => {
    const coupon = bySeller.get(parcel.seller_id);
    if (!coupon) return parcel;
    const terms = couponTermsOf(coupon);
    const problem = couponProblem(terms, parcel.subtotal, now);
    if (problem) {
      refusals.push(problem);
      dropped = true;
      return parcel;
    }
    const discount = couponDiscount(terms, parcel.subtotal);
    return {
      ...parcel,
      discount,
      total: (cents(parcel.total) - cents(discount)) / 100,
      coupon_id: coupon.id,
      coupon_code: coupon.code,
    };
  });
  if (refusals.length === 0) return discounted;
  const total = totalOf(discounted);
  const why = [...refusals, ...(dropped ? [COUPON_MESSAGES.newTotal(total)] : [])].join(' ');
  throw conflict(COUPON_MESSAGES.refused, { coupon_codes: why }, { total });
}
