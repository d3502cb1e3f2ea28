import type { AdminOrder, Shipment } from '@handmade/common';
import { notFound } from '../../http/httpError';
import type { User } from '../users';
import { toOrder, toOrderDetail, type Order, type OrderDetail, type OrderItemRow } from './orders.mapper';
import type { OrdersRepository } from './orders.repository';

export const ORDER_NOT_FOUND = "Order couldn't be found";

/** The shipments of orders, by order id (the shipments module's). */
export type ShipmentsOfOrders = (orderIds: number[]) => Promise<Map<number, Shipment[]>>;

export function createOrdersService(orders: OrdersRepository, shipmentsOf: ShipmentsOfOrders) {
  return {
    /** The user's orders, newest first, with their lines and shipments: five queries whatever the count. */
    async list(user: User): Promise<Order[]> {
      const rows = await orders.listForUser(user.id);
      const ids = rows.map((row) => row.id);
      const [items, shipments] = await Promise.all([orders.itemsOf(ids), shipmentsOf(ids)]);
      const byOrder = new Map<number, OrderItemRow[]>();
      for (const item of items) {
        const list = byOrder.get(item.order_id) ?? [];
        list.push(item);
        byOrder.set(item.order_id, list);
      }
      return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? [], shipments.get(row.id) ?? []));
    },

    /** One of the user's orders; another user's order is 404, as if it did not exist. */
    async get(user: User, orderId: number): Promise<OrderDetail> {
      const row = await orders.findForUser(orderId, user.id);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      const [items, shipments] = await Promise.all([orders.itemsWithPhotos(row.id), shipmentsOf([row.id])]);
      return toOrderDetail(row, items, shipments.get(row.id) ?? []);
    },

    /** Any order with its buyer, as the console shows it. */
    async forAdmin(orderId: number): Promise<AdminOrder> {
      const row = await orders.findWithBuyer(orderId);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      const [items, shipments] = await Promise.all([orders.itemsOf([row.id]), shipmentsOf([row.id])]);
      return {
        ...toOrder(row, items, shipments.get(row.id) ?? []),
        buyer: { id: row.buyer_id, username: row.buyer_username, email: row.buyer_email },
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
