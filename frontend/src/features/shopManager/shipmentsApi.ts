import type { ShipInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import { shipmentChanged } from '../../app/state/events';
import type { Shipment, ShipmentStatus } from '../../lib/types';

/** The lists of the seller's queue: what waits to be shipped, and what has moved on. */
export const QUEUE_STATUSES = [
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const satisfies ShipmentStatus[];
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const shopShipmentsPath = (status: QueueStatus) => `/api/shop/shipments?status=${status}`;

/** A page of one list: its first page (`url` absent) or the one the previous page's next link names. */
export const loadShopShipments = createApiThunk(
  'shopManager/loadShipments',
  async ({ status, url }: { status: QueueStatus; url?: string }, api) =>
    await api.getPage<Shipment>(url ?? shopShipmentsPath(status)),
);

export const shipShipment = createApiThunk(
  'shopManager/ship',
  async ({ id, body }: { id: number; body: ShipInput }, api, { dispatch }) => {
    const shipment = await api.put<Shipment>(`/api/shipments/${id}/ship`, body);
    dispatch(shipmentChanged(shipment));
    return shipment;
  },
);

export const cancelShipment = createApiThunk(
  'shopManager/cancel',
  async ({ id, reason }: { id: number; reason: string }, api, { dispatch }) => {
    const shipment = await api.put<Shipment>(`/api/shipments/${id}/cancel`, { reason });
    dispatch(shipmentChanged(shipment));
    return shipment;
  },
);
