import { notReceivedCaseFrom } from '@handmade/common';
import type { CaseReason, Shipment } from '../../lib/types';

export interface CaseOpening {
  /** The case the buyer may open now, or null. */
  reason: CaseReason | null;
  /** For a parcel that is not due yet: from when a "never arrived" case may be opened. */
  notBefore: Date | null;
}

/**
 * The server's rules for opening a case, so the page offers only what it would accept: one case per shipment;
 * "not as described" once delivered; "never arrived" while paid or shipped, 48 hours after the ship-by day.
 */
export function caseOpening(shipment: Shipment, now: number = Date.now()): CaseOpening {
  if (shipment.case) return { reason: null, notBefore: null };
  if (shipment.status === 'delivered') return { reason: 'not_as_described', notBefore: null };
  if (shipment.status !== 'paid' && shipment.status !== 'shipped') return { reason: null, notBefore: null };
  const from = notReceivedCaseFrom(shipment.ship_by);
  return now >= from.getTime()
    ? { reason: 'not_received', notBefore: null }
    : { reason: null, notBefore: from };
}
