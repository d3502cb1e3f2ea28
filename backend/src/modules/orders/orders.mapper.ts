import type { Order, OrderDetail, Shipment } from '@handmade/common';

export type { Order, OrderDetail, OrderItem } from '@handmade/common';

export interface OrderRow {
  id: number;
  order_number: string;
  total: number;
  created_at: Date;
}

export interface OrderItemRow {
  order_id: number;
  /** Null once the product was deleted: the line keeps its snapshot. */
  product_id: number | null;
  title: string;
  unit_price: number;
  quantity: number;
  option_values: string[] | null;
  personalization: string | null;
}

export function toOrder(row: OrderRow, items: OrderItemRow[], shipments: Shipment[]): Order {
  return {
    id: row.id,
    order_number: row.order_number,
    total: row.total,
    created_at: row.created_at.toISOString(),
    items: items.map((item) => ({
      product_id: item.product_id,
      title: item.title,
      unit_price: item.unit_price,
      quantity: item.quantity,
      option_values: item.option_values,
      personalization: item.personalization,
    })),
    shipments,
  };
}

export interface OrderItemPhotoRow extends OrderItemRow {
  preview_image: string | null;
}

/** One order for its buyer's order page: each line with its product's photo while the product exists. */
export function toOrderDetail(row: OrderRow, items: OrderItemPhotoRow[], shipments: Shipment[]): OrderDetail {
  const order = toOrder(row, items, shipments);
  return {
    ...order,
    items: order.items.map((item, index) => ({
      ...item,
      preview_image: items[index]?.preview_image ?? null,
    })),
  };
}
