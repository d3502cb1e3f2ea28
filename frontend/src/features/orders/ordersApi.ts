import { createApiThunk } from '../../app/state/createApiThunk';
import type { Order, OrderDetail } from '../../lib/types';

/** The signed-in user's orders, newest first. Only the orders page shows them, so they stay in it. */
export const loadOrders = createApiThunk('orders/load', async (_: void, api) => {
  return await api.get<Order[]>('/api/orders');
});

/** One of the signed-in user's orders, each line with its product's current photo. */
export const loadOrder = createApiThunk('orders/loadOne', async (orderId: number, api) => {
  return await api.get<OrderDetail>(`/api/orders/${orderId}`);
});
