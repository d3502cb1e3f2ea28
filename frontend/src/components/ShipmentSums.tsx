import { formatMoney, formatShipping } from '../lib/format';
import type { Shipment } from '../lib/types';
import './ShipmentSums.css';

/** A shipment's money as its buyer, its seller and the console see it: items, shipping, a coupon's discount, total. */
export function ShipmentSums({
  shipment,
}: {
  shipment: Pick<Shipment, 'subtotal' | 'shipping' | 'discount' | 'coupon_code' | 'total'>;
}) {
  return (
    <dl className="shipment-sums">
      <div>
        <dt>Items</dt>
        <dd>{formatMoney(shipment.subtotal)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>{formatShipping(shipment.shipping)}</dd>
      </div>
      {shipment.discount > 0 && (
        <div>
          <dt>{shipment.coupon_code ? `Coupon ${shipment.coupon_code}` : 'Discount'}</dt>
          <dd>−{formatMoney(shipment.discount)}</dd>
        </div>
      )}
      <div className="shipment-sums__total">
        <dt>Total</dt>
        <dd>{formatMoney(shipment.total)}</dd>
      </div>
    </dl>
  );
}
