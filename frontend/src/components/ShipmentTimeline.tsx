import { formatDateTime } from '../lib/format';
import { SHIPMENT_ACTORS, SHIPMENT_STATUS_LABELS } from '../lib/shipments';
import type { ShipmentEvent } from '../lib/types';
import './Shipment.css';

interface ShipmentTimelineProps {
  events: ShipmentEvent[];
  /** Who is reading: their own moves say "by you". An admin, neither, reads every move by its maker. */
  viewer?: 'buyer' | 'seller' | undefined;
  label: string;
}

/** Every move of a shipment, oldest first: what, when, by whom, and why when a reason was given. */
export function ShipmentTimeline({ events, viewer, label }: ShipmentTimelineProps) {
  return (
    <ol className="shipment-timeline" aria-label={label}>
      {events.map((event, index) => (
        <li
          key={`${event.at}-${index}`}
          className={`shipment-timeline__event shipment-timeline__event--${event.status}`}
        >
          <p className="shipment-timeline__what">
            <strong>{SHIPMENT_STATUS_LABELS[event.status]}</strong>{' '}
            <span className="muted">by {event.by === viewer ? 'you' : SHIPMENT_ACTORS[event.by]}</span>
          </p>
          <p className="shipment-timeline__when muted">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
          {event.note && <p className="shipment-timeline__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
