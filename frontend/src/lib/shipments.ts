import { COUNTRIES } from '@handmade/common';
import { formatShortDate } from './format';
import type { Shipment, ShipmentEvent, ShipmentStatus, ShippingAddress } from './types';

/** What each status is called, for the buyer and the seller alike. */
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  paid: 'Paid, not shipped yet',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Who made a move, as the timeline says it. */
export const SHIPMENT_ACTORS: Record<ShipmentEvent['by'], string> = {
  buyer: 'the buyer',
  seller: 'the seller',
  admin: 'Handmade Market',
  system: 'automatically',
};

/**
 * Whether `incoming` is at least as recent as `known`. Events are append-only, so the copy with more of them
 * is the newer one: a live event that overtakes the answer of the request that caused it changes nothing.
 */
export function isNewerShipment(incoming: Shipment, known: Shipment | undefined): boolean {
  return !known || incoming.events.length >= known.events.length;
}

/** "Jun 14, 2024" for a calendar day `YYYY-MM-DD`. */
export function formatDay(day: string): string {
  return formatShortDate(`${day}T00:00:00Z`);
}

/** The address as the lines of a label. */
export function addressLines(address: ShippingAddress): string[] {
  const place = [address.city, address.region, address.postal_code].filter(Boolean).join(', ');
  const country = COUNTRIES[address.country] ?? address.country;
  return [address.name, address.line1, address.line2 ?? '', place, country].filter((line) => line.length > 0);
}

/** The last move's note: why a cancelled shipment was cancelled, say. */
export function latestNote(shipment: Shipment, status: ShipmentStatus): string | null {
  for (let index = shipment.events.length - 1; index >= 0; index -= 1) {
    const event = shipment.events[index];
    if (event?.status === status) return event.note;
  }
  return null;
}
