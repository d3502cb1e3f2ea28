import { addressLines } from '../lib/shipments';
import type { ShippingAddress } from '../lib/types';
import './Shipment.css';

/** Where a shipment goes, as a label reads; an order placed without an address says so. */
export function ShippingAddressBlock({ address }: { address: ShippingAddress | null }) {
  if (!address) return <p className="muted shipment-address">No address was given with this order.</p>;
  return (
    <address className="shipment-address">
      {addressLines(address).map((line, index) => (
        <span key={index} className="shipment-address__line">
          {line}
        </span>
      ))}
    </address>
  );
}
