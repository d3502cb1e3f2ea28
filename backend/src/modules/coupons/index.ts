/** What other modules and the composition root may use of coupons and sales. */
export {
  createCouponsRepository,
  toCouponTimes,
  type CouponRow,
  type CouponsRepository,
} from './coupons.repository';
export { createCouponsRouter } from './coupons.routes';
export { createCouponsService, type CouponsService } from './coupons.service';
export { createSaleRepository } from './sale.repository';
export { createSaleRouter } from './sale.routes';
export { couponTermsOf } from './couponTerms';
