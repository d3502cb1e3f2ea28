import type { OpenCaseInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import { shipmentChanged } from '../../app/state/events';
import type { Case, Order, OrderDetail, Shipment } from '../../lib/types';

/** The signed-in user's orders, newest first. Only the orders page shows them, so they stay in it. */
export const loadOrders = createApiThunk('orders/load', async (_: void, api) => {
  return await api.get<Order[]>('/api/orders');
});

/** One of the signed-in user's orders, each line with its product's current photo. */
export const loadOrder = createApiThunk('orders/loadOne', async (orderId: number, api) => {
  return await api.get<OrderDetail>(`/api/orders/${orderId}`);
});

/** The buyer says a shipped parcel arrived. */
export const markDelivered = createApiThunk(
  'orders/markDelivered',
  async (shipmentId: number, api, { dispatch }) => {
    const shipment = await api.put<Shipment>(`/api/shipments/${shipmentId}/delivered`);
    dispatch(shipmentChanged(shipment));
    return shipment;
  },
);

/** The buyer opens a case on one shop's part of the order: what went wrong, in their words. */
export const openCase = createApiThunk(
  'orders/openCase',
  async ({ shipmentId, body }: { shipmentId: number; body: OpenCaseInput }, api) =>
    await api.post<Case>(`/api/shipments/${shipmentId}/cases`, body),
);
