import { createAppAsyncThunk } from '../../app/hooks';
import { toApiError } from '../../lib/api';
import type { Order } from '../../lib/types';

/** The signed-in user's orders, newest first. Only the orders page shows them, so they stay in it. */
export const loadOrders = createAppAsyncThunk(
  'orders/load',
  async (_: void, { extra: api, rejectWithValue }) => {
    try {
      return await api.get<Order[]>('/api/orders');
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);
