import { ShipmentSums } from '../../components/ShipmentSums';
import { formatMoney, formatShortDate } from '../../lib/format';
import type { Order, Shipment } from '../../lib/types';

function ShipmentPart({ shipment }: { shipment: Shipment }) {
  const titleId = `receipt-shop-${shipment.id}`;
  return (
    <section className="receipt-shop" aria-labelledby={titleId}>
      <h3 id={titleId}>From {shipment.seller.username}</h3>
      <p className="receipt-shop__ships">Ships by {formatShortDate(`${shipment.ship_by}T00:00:00Z`)}</p>
      <ul className="receipt-lines">
        {shipment.items.map((item, index) => (
          <li key={`${item.product_id ?? 'gone'}-${index}`}>
            <span>
              {item.title}
              {item.option_values && ` (${item.option_values.join(', ')})`} × {item.quantity}
            </span>
            <span>{formatMoney((Math.round(item.unit_price * 100) * item.quantity) / 100)}</span>
          </li>
        ))}
      </ul>
      <ShipmentSums shipment={shipment} />
    </section>
  );
}

/** What was bought, shop by shop with its money lines and ship-by date, and what happens next. */
export function OrderReceipt({ order }: { order: Order }) {
  return (
    <div className="receipt">
      <h2>What you bought</h2>
      {order.shipments.map((shipment) => (
        <ShipmentPart key={shipment.id} shipment={shipment} />
      ))}
      <p className="checkout-summary__total">
        <span>Total paid</span>
        <span>{formatMoney(order.total)}</span>
      </p>
      <h2>What happens next</h2>
      <p>
        Each shop makes and sends its own parcel by its ship-by date above. You will hear from us when a
        parcel ships, with its tracking number.
      </p>
    </div>
  );
}
