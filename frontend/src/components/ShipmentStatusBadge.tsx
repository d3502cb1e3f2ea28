import { SHIPMENT_STATUS_LABELS } from '../lib/shipments';
import type { ShipmentStatus } from '../lib/types';
import './Shipment.css';

/** A shipment's status as a coloured label; the words carry it, the colour only helps. */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return (
    <span className={`shipment-status shipment-status--${status}`}>{SHIPMENT_STATUS_LABELS[status]}</span>
  );
}

/** Past its ship-by day and not shipped yet: said in words and marked in the danger colour. */
export function LateBadge() {
  return <span className="shipment-status shipment-status--late">Late</span>;
}
