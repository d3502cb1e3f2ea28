import { createApiThunk } from '../../app/state/createApiThunk';
import type { Order } from '../../lib/types';

/** The signed-in user's orders, newest first. Only the orders page shows them, so they stay in it. */
export const loadOrders = createApiThunk('orders/load', async (_: void, api) => {
  return await api.get<Order[]>('/api/orders');
});
