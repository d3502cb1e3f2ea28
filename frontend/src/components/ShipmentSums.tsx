import type { Shipment } from '../lib/types';
import { OrderSums } from './OrderSums';
import './ShipmentSums.css';

/** A shipment's money as its buyer, its seller and the console see it: items, shipping, a coupon's discount, total. */
export function ShipmentSums({
  shipment,
}: {
  shipment: Pick<Shipment, 'subtotal' | 'shipping' | 'discount' | 'coupon_code' | 'total'>;
}) {
  return (
    <OrderSums
      className="shipment-sums"
      subtotal={shipment.subtotal}
      shipping={shipment.shipping}
      discount={shipment.discount}
      discountLabel={shipment.coupon_code ? `Coupon ${shipment.coupon_code}` : undefined}
      total={shipment.total}
    />
  );
}
