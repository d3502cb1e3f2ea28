import { Link } from 'react-router-dom';
import { CaseLink } from '../../components/CaseLink';
import { LineChoices } from '../../components/LineChoices';
import { LateBadge, ShipmentStatusBadge } from '../../components/ShipmentStatusBadge';
import { ShipmentTimeline } from '../../components/ShipmentTimeline';
import { ShippingAddressBlock } from '../../components/ShippingAddressBlock';
import { TrackingNumber } from '../../components/TrackingNumber';
import { paths } from '../../config/paths';
import { formatMoney, formatShortDate } from '../../lib/format';
import { formatDay, latestNote } from '../../lib/shipments';
import type { Shipment } from '../../lib/types';

interface QueueCardProps {
  shipment: Shipment;
  onShip: (shipment: Shipment) => void;
  onCancel: (shipment: Shipment) => void;
}

/** One order of the seller's queue: who bought what, where it goes, by when, and what to do with it. */
export function QueueCard({ shipment, onShip, onCancel }: QueueCardProps) {
  const headingId = `queue-${shipment.id}`;
  const late = shipment.status === 'paid' && shipment.late;
  const reason = shipment.status === 'cancelled' ? latestNote(shipment, 'cancelled') : null;
  const refundNote = shipment.status === 'refunded' ? latestNote(shipment, 'refunded') : null;
  const units = shipment.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className={`queue-card${late ? ' queue-card--late' : ''}`} aria-labelledby={headingId}>
      <header className="queue-card__head">
        <h3 id={headingId} className="queue-card__title">
          Order {shipment.order_number}
        </h3>
        {late ? (
          <LateBadge />
        ) : (
          shipment.status !== 'paid' && <ShipmentStatusBadge status={shipment.status} />
        )}
      </header>
      <dl className="queue-card__facts">
        {shipment.status === 'paid' && (
          <div className={late ? 'queue-card__due queue-card__due--late' : 'queue-card__due'}>
            <dt>Ship by</dt>
            <dd>
              <time dateTime={shipment.ship_by}>{formatDay(shipment.ship_by)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>Buyer</dt>
          <dd>{shipment.buyer}</dd>
        </div>
        <div>
          <dt>Ordered</dt>
          <dd>
            <time dateTime={shipment.created_at}>{formatShortDate(shipment.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(shipment.total)}</dd>
        </div>
      </dl>
      <div className="queue-card__body">
        <div>
          <h4>
            {units} {units === 1 ? 'item' : 'items'}
          </h4>
          <ul className="queue-card__items">
            {shipment.items.map((item, index) => (
              <li key={`${item.product_id ?? 'deleted'}-${index}`}>
                <span className="queue-card__qty">{item.quantity} ×</span>{' '}
                {item.product_id === null ? (
                  item.title
                ) : (
                  <Link to={paths.product.href(item.product_id)}>{item.title}</Link>
                )}
                <LineChoices values={item.option_values} personalization={item.personalization} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4>Ship to</h4>
          <ShippingAddressBlock address={shipment.address} />
        </div>
      </div>
      {shipment.tracking_number && (
        <p className="queue-card__tracking">
          Tracking: <TrackingNumber shipment={shipment} />
        </p>
      )}
      {reason && <p className="queue-card__reason">Reason: {reason}</p>}
      {refundNote && <p className="queue-card__reason">Refunded by Handmade Market: {refundNote}</p>}
      {shipment.case && (
        <p className="queue-card__case">
          <CaseLink shipmentCase={shipment.case} />
        </p>
      )}
      {shipment.status === 'paid' && (
        <div className="queue-card__actions">
          {/* Every card has these two: the order number tells them apart. */}
          <button
            type="button"
            className="button button--primary"
            aria-label={`Mark shipped, order ${shipment.order_number}`}
            onClick={() => onShip(shipment)}
          >
            Mark shipped
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Cancel order ${shipment.order_number}`}
            onClick={() => onCancel(shipment)}
          >
            Cancel
          </button>
        </div>
      )}
      <details className="queue-card__history">
        <summary>History</summary>
        <ShipmentTimeline
          events={shipment.events}
          viewer="seller"
          label={`History of order ${shipment.order_number}`}
        />
      </details>
    </article>
  );
}
