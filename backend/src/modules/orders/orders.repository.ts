import type { Db } from '../../db/knex';
import type { OrderItemRow, OrderRow } from './orders.mapper';

export function createOrdersRepository(db: Db) {
  return {
    async listForUser(userId: number): Promise<OrderRow[]> {
      return db('orders')
        .select('id', 'order_number', 'total', 'created_at')
        .where({ user_id: userId })
        .orderBy('id', 'desc');
    },

    /** The lines of many orders in one query. */
    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db('order_items')
        .select('order_id', 'product_id', 'title', 'unit_price', 'quantity')
        .whereIn('order_id', orderIds)
        .orderBy('id');
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
