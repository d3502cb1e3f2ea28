import type { Shipment } from '../lib/types';
import './Shipment.css';

/**
 * The carrier and tracking number; for a carrier the web app knows, the number links to the carrier's
 * tracking page in a new tab (without handing it this page or its address).
 */
export function TrackingNumber({
  shipment,
}: {
  shipment: Pick<Shipment, 'carrier' | 'tracking_number' | 'tracking_url'>;
}) {
  const { carrier, tracking_number: number, tracking_url: url } = shipment;
  if (!number) return null;
  return (
    <span className="tracking-number">
      {carrier && <span>{carrier} </span>}
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Track parcel ${number}${carrier ? ` with ${carrier}` : ''} (opens in a new tab)`}
        >
          {number}
        </a>
      ) : (
        <span className="tracking-number__value">{number}</span>
      )}
    </span>
  );
}
