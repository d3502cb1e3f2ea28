import { notFound } from '../../http/httpError';
import type { User } from '../users';
import { toOrder, toOrderDetail, type Order, type OrderDetail, type OrderItemRow } from './orders.mapper';
import type { OrdersRepository } from './orders.repository';

export const ORDER_NOT_FOUND = "Order couldn't be found";

export function createOrdersService(orders: OrdersRepository) {
  return {
    /** The user's orders, newest first, with their lines: two queries whatever the count. */
    async list(user: User): Promise<Order[]> {
      const rows = await orders.listForUser(user.id);
      const items = await orders.itemsOf(rows.map((row) => row.id));
      const byOrder = new Map<number, OrderItemRow[]>();
      for (const item of items) {
        const list = byOrder.get(item.order_id) ?? [];
        list.push(item);
        byOrder.set(item.order_id, list);
      }
      return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
    },

    /** One of the user's orders; another user's order is 404, as if it did not exist. */
    async get(user: User, orderId: number): Promise<OrderDetail> {
      const row = await orders.findForUser(orderId, user.id);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      return toOrderDetail(row, await orders.itemsWithPhotos(row.id));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
