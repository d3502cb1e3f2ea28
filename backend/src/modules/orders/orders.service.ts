import type { User } from '../users';
import { toOrder, type Order, type OrderItemRow } from './orders.mapper';
import type { OrdersRepository } from './orders.repository';

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
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
