import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import type { Shipment } from '../../lib/types';
import { CancelShipmentModal } from './CancelShipmentModal';
import { QueueCard } from './QueueCard';
import { selectQueue, selectQueueList } from './shipmentQueueSlice';
import { loadShopShipments, QUEUE_STATUSES, type QueueStatus } from './shipmentsApi';
import { ShipModal } from './ShipModal';
import { ChoiceGroup } from '../../components/ChoiceGroup';

const FILTERS: Record<QueueStatus, { button: string; list: string; empty: string }> = {
  paid: {
    button: 'To ship',
    list: 'Orders to ship',
    empty: 'Nothing to ship right now. New orders show here, the ones to ship first at the top.',
  },
  shipped: { button: 'Shipped', list: 'Shipped orders', empty: 'No order is on its way.' },
  delivered: { button: 'Delivered', list: 'Delivered orders', empty: 'No order has been delivered yet.' },
  cancelled: { button: 'Cancelled', list: 'Cancelled orders', empty: 'No order has been cancelled.' },
  refunded: {
    button: 'Refunded',
    list: 'Refunded orders',
    empty: 'No order has been refunded. A case Handmade Market decides with a refund ends here.',
  },
};

type Action = { kind: 'ship' | 'cancel'; shipment: Shipment };

/**
 * The seller's orders to ship, by ship-by day with late ones marked, and those shipped, delivered or
 * cancelled. Shipping or cancelling one moves it to its new list at once; so do the live events.
 */
export function ShipmentQueue({ headingId }: { headingId: string }) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<QueueStatus>('paid');
  const [action, setAction] = useState<Action | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useAppSelector((state) => selectQueueList(state, status));
  const shipments = useAppSelector((state) => selectQueue(state, status));

  useEffect(() => {
    if (list.status === 'idle') void dispatch(loadShopShipments({ status }));
  }, [dispatch, list.status, status]);

  function done(message: string) {
    setAction(null);
    setAnnouncement(message);
    // The order left this list with the button that opened the dialog: the section's heading takes the focus.
    headingRef.current?.focus();
  }

  const filter = FILTERS[status];
  let content;
  if (list.status === 'failed' && shipments.length === 0)
    content = (
      <>
        <p className="form-error">{list.error?.message ?? 'The orders could not be loaded.'}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void dispatch(loadShopShipments({ status }))}
        >
          Try again
        </button>
      </>
    );
  else if (list.status !== 'succeeded' && shipments.length === 0) content = <Spinner />;
  else if (shipments.length === 0) content = <p className="muted queue__empty">{filter.empty}</p>;
  else
    content = (
      <ol className="queue__list" aria-label={filter.list}>
        {shipments.map((shipment) => (
          <li key={shipment.id}>
            <QueueCard
              shipment={shipment}
              onShip={(chosen) => setAction({ kind: 'ship', shipment: chosen })}
              onCancel={(chosen) => setAction({ kind: 'cancel', shipment: chosen })}
            />
          </li>
        ))}
      </ol>
    );

  return (
    <>
      <div className="shop-manager__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="queue__heading">
          Orders to ship
        </h2>
        <ChoiceGroup
          label="Show"
          options={QUEUE_STATUSES}
          chosen={status}
          nameOf={(option) => FILTERS[option].button}
          onChoose={(option) => {
            setStatus(option);
            setAnnouncement('');
          }}
          className="queue__filter"
        />
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div className="queue">
        {content}
        {list.status === 'failed' && shipments.length > 0 && (
          <p className="form-error">{list.error?.message}</p>
        )}
        {list.next && (
          <button
            type="button"
            className="button button--secondary shop-manager__more"
            disabled={list.status === 'pending'}
            onClick={() => void dispatch(loadShopShipments({ status, url: list.next ?? undefined }))}
          >
            {list.status === 'pending' ? 'Loading…' : 'Show more'}
          </button>
        )}
      </div>
      {action?.kind === 'ship' && (
        <ShipModal
          shipment={action.shipment}
          onClose={() => setAction(null)}
          onShipped={(shipment) => done(`Order ${shipment.order_number} is marked shipped.`)}
        />
      )}
      {action?.kind === 'cancel' && (
        <CancelShipmentModal
          shipment={action.shipment}
          onClose={() => setAction(null)}
          onCancelled={(shipment) => done(`Order ${shipment.order_number} is cancelled.`)}
        />
      )}
    </>
  );
}
