import { Link } from 'react-router-dom';
import { CaseLink } from '../../components/CaseLink';
import { LineChoices } from '../../components/LineChoices';
import { LateBadge, ShipmentStatusBadge } from '../../components/ShipmentStatusBadge';
import { ShipmentTimeline } from '../../components/ShipmentTimeline';
import { ShipmentSums } from '../../components/ShipmentSums';
import { ShippingAddressBlock } from '../../components/ShippingAddressBlock';
import { TrackingNumber } from '../../components/TrackingNumber';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { formatDay } from '../../lib/shipments';
import type { Shipment } from '../../lib/types';

const lineTotal = (unitPrice: number, quantity: number) => (Math.round(unitPrice * 100) * quantity) / 100;

function Lines({ shipment }: { shipment: Shipment }) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">What {shipment.seller.username} sends</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Price</th>
          <th scope="col">Qty</th>
          <th scope="col">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {shipment.items.map((item, index) => (
          <tr key={`${item.product_id ?? 'deleted'}-${index}`}>
            <td data-label="Item" className="admin-table__wide">
              {item.product_id === null ? (
                <>
                  {item.title} <span className="muted">(no longer listed)</span>
                </>
              ) : (
                <Link to={paths.product.href(item.product_id)}>{item.title}</Link>
              )}
              <LineChoices values={item.option_values} personalization={item.personalization} />
            </td>
            <td data-label="Price">{formatMoney(item.unit_price)}</td>
            <td data-label="Qty">{item.quantity}</td>
            <td data-label="Subtotal">{formatMoney(lineTotal(item.unit_price, item.quantity))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One shop's part of an order as the console shows it: where it stands, what it sends, where, and its history. */
export function AdminShipment({ shipment }: { shipment: Shipment }) {
  const headingId = `admin-shipment-${shipment.id}`;
  return (
    <article className="admin-record admin-order__shipment" aria-labelledby={headingId}>
      <header className="admin-order__head">
        <h3 id={headingId} className="admin-record__title">
          From <Link to={paths.adminUser.href(shipment.seller.id)}>{shipment.seller.username}</Link>
        </h3>
        <span className="admin-order__badges">
          <ShipmentStatusBadge status={shipment.status} />
          {shipment.status === 'paid' && shipment.late && <LateBadge />}
        </span>
      </header>
      {shipment.case && (
        <p className="admin-order__case">
          <CaseLink shipmentCase={shipment.case} />
        </p>
      )}
      <Lines shipment={shipment} />
      <div className="admin-order__parts">
        <div className="admin-order__costs">
          <ShipmentSums shipment={shipment} />
        </div>
        <div>
          <h4>Ships to</h4>
          <ShippingAddressBlock address={shipment.address} />
        </div>
        <div>
          <h4>Delivery</h4>
          <p>
            Ship by <time dateTime={shipment.ship_by}>{formatDay(shipment.ship_by)}</time>
          </p>
          {shipment.tracking_number && (
            <p>
              Tracking: <TrackingNumber shipment={shipment} />
            </p>
          )}
        </div>
      </div>
      <h4>History</h4>
      <ShipmentTimeline
        events={shipment.events}
        label={`History of the shipment from ${shipment.seller.username}`}
      />
    </article>
  );
}
