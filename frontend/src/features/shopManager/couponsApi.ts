import type { CouponInput, SaleInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Coupon, MessageAnswer, Sale } from '../../lib/types';

const COUPONS = '/api/shop/coupons';
const SALE = '/api/shop/sale';

export const loadCoupons = createApiThunk(
  'shopManager/loadCoupons',
  async (_: void, api) => await api.get<Coupon[]>(COUPONS),
);

/** Creates a coupon (no `id`) or changes one. */
export const saveCoupon = createApiThunk(
  'shopManager/saveCoupon',
  async ({ id, coupon }: { id?: number; coupon: CouponInput }, api) =>
    id === undefined
      ? await api.post<Coupon>(COUPONS, coupon)
      : await api.put<Coupon>(`${COUPONS}/${id}`, coupon),
);

export const deleteCoupon = createApiThunk(
  'shopManager/deleteCoupon',
  async (id: number, api) => await api.delete<MessageAnswer>(`${COUPONS}/${id}`),
);

export const loadSale = createApiThunk(
  'shopManager/loadSale',
  async (_: void, api) => await api.get<Sale | null>(SALE),
);

/** Sets the shop's sale, or ends it with null. */
export const saveSale = createApiThunk(
  'shopManager/saveSale',
  async (sale: SaleInput | null, api) => await api.put<Sale | null>(SALE, sale),
);
