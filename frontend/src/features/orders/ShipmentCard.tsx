import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { LateBadge, ShipmentStatusBadge } from '../../components/ShipmentStatusBadge';
import { ShipmentTimeline } from '../../components/ShipmentTimeline';
import { ShippingAddressBlock } from '../../components/ShippingAddressBlock';
import { TrackingNumber } from '../../components/TrackingNumber';
import { paths } from '../../config/paths';
import { formatDay } from '../../lib/shipments';
import type { Shipment } from '../../lib/types';
import { ShipmentSums } from '../../components/ShipmentSums';
import { OrderLines } from './OrderLines';
import { markDelivered } from './ordersApi';
import { ShipmentCase } from './ShipmentCase';
import './ShipmentCard.css';

function Delivery({ shipment }: { shipment: Shipment }) {
  if (shipment.status === 'paid')
    return (
      <p>
        Ships by <time dateTime={shipment.ship_by}>{formatDay(shipment.ship_by)}</time>
        {shipment.late && (
          <>
            {' '}
            <LateBadge />
          </>
        )}
      </p>
    );
  // A refund can come after the parcel went out (it was not as described): its tracking stays shown.
  if (shipment.status === 'cancelled' || (shipment.status === 'refunded' && !shipment.tracking_number))
    return <p className="muted">Nothing ships: the order was {shipment.status}.</p>;
  return (
    <p>
      Tracking: <TrackingNumber shipment={shipment} />
    </p>
  );
}

/** One shop's part of the order: what it sends, what it costs, where it goes, and where it is now. */
export function ShipmentCard({ shipment }: { shipment: Shipment }) {
  const dispatch = useAppDispatch();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState(false);
  const headingId = `shipment-${shipment.id}`;

  async function onReceived() {
    setPending(true);
    setError(null);
    const result = await dispatch(markDelivered(shipment.id));
    setPending(false);
    if (markDelivered.fulfilled.match(result)) {
      setReceived(true);
      // The button is gone: the card's heading keeps the focus in this card.
      headingRef.current?.focus();
    } else setError(result.payload?.message ?? 'That did not work. Please try again.');
  }

  return (
    <article className="shipment-card" aria-labelledby={headingId}>
      <header className="shipment-card__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="shipment-card__shop">
          From <Link to={paths.shop.href(shipment.seller.id)}>{shipment.seller.username}</Link>
        </h2>
        <ShipmentStatusBadge status={shipment.status} />
      </header>
      <OrderLines items={shipment.items} />
      <div className="shipment-card__body">
        <ShipmentSums shipment={shipment} />
        <div className="shipment-card__part">
          <h3>Ships to</h3>
          <ShippingAddressBlock address={shipment.address} />
        </div>
        <div className="shipment-card__part">
          <h3>Delivery</h3>
          <Delivery shipment={shipment} />
          {shipment.status === 'shipped' && (
            <button
              type="button"
              className="button button--primary"
              disabled={pending}
              onClick={() => void onReceived()}
            >
              {pending ? 'Saving…' : 'I received it'}
            </button>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <p role="status" className="shipment-card__saved">
            {received ? 'Thank you: marked as received.' : ''}
          </p>
          <ShipmentCase shipment={shipment} />
        </div>
      </div>
      <div className="shipment-card__history">
        <h3>History</h3>
        <ShipmentTimeline
          events={shipment.events}
          viewer="buyer"
          label={`History of the shipment from ${shipment.seller.username}`}
        />
      </div>
    </article>
  );
}
