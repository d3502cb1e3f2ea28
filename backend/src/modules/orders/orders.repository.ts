import type { Db } from '../../db/knex';
import type { OrderItemPhotoRow, OrderItemRow, OrderRow } from './orders.mapper';

export function createOrdersRepository(db: Db) {
  return {
    async listForUser(userId: number): Promise<OrderRow[]> {
      return db('orders')
        .select('id', 'order_number', 'total', 'created_at')
        .where({ user_id: userId })
        .orderBy('id', 'desc');
    },

    /** One order, only if it is the user's: anyone else's is as missing as an unknown one. */
    async findForUser(orderId: number, userId: number): Promise<OrderRow | undefined> {
      return db('orders')
        .select('id', 'order_number', 'total', 'created_at')
        .where({ id: orderId, user_id: userId })
        .first();
    },

    /** Any order, with who bought it: for the console. */
    async findWithBuyer(
      orderId: number,
    ): Promise<(OrderRow & { buyer_id: number; buyer_username: string; buyer_email: string }) | undefined> {
      return db('orders as o')
        .join('users as u', 'u.id', 'o.user_id')
        .select('o.id', 'o.order_number', 'o.total', 'o.created_at')
        .select('u.id as buyer_id', 'u.username as buyer_username', 'u.email as buyer_email')
        .where('o.id', orderId)
        .first();
    },

    /** An order's lines with their product's current preview photo (the small variant). */
    async itemsWithPhotos(orderId: number): Promise<OrderItemPhotoRow[]> {
      return db('order_items as oi')
        .leftJoin('product_images as img', function previewOnly() {
          this.on('img.product_id', 'oi.product_id').andOn('img.preview', db.raw('true'));
        })
        .select(
          'oi.order_id',
          'oi.product_id',
          'oi.title',
          'oi.unit_price',
          'oi.quantity',
          'oi.option_values',
          'oi.personalization',
        )
        .select(db.raw('coalesce(img.url_small, img.url) AS preview_image'))
        .where('oi.order_id', orderId)
        .orderBy('oi.id');
    },

    /** The lines of many orders in one query. */
    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db('order_items')
        .select(
          'order_id',
          'product_id',
          'title',
          'unit_price',
          'quantity',
          'option_values',
          'personalization',
        )
        .whereIn('order_id', orderIds)
        .orderBy('id');
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
