import {
  trackingUrl,
  type CaseReason,
  type CaseStatus,
  type Shipment,
  type ShipmentEvent,
  type ShipmentStatus,
  type ShippingAddress,
} from '@handmade/common';
import { isoTimestamp } from '../../db/timestamps';

export type { Shipment, ShipmentStatus } from '@handmade/common';

/** A shipment with its order's number, address and people, as `selectShipments` reads it. */
export interface ShipmentRow {
  id: number;
  order_id: number;
  order_number: string;
  order_created_at: string;
  seller_id: number;
  seller_username: string;
  buyer_id: number;
  buyer_username: string;
  status: ShipmentStatus;
  subtotal: number;
  shipping: number;
  discount: number;
  coupon_code: string | null;
  total: number;
  shipping_address: ShippingAddress | null;
  /** `YYYY-MM-DD`. */
  ship_by: string;
  carrier: string | null;
  tracking_number: string | null;
  units: number;
  case_id: number | null;
  case_reason: CaseReason | null;
  case_status: CaseStatus | null;
  case_refund: number | null;
}

export interface ShipmentItemRow {
  shipment_id: number;
  product_id: number | null;
  title: string;
  unit_price: number;
  quantity: number;
  option_values: string[] | null;
  personalization: string | null;
  preview_image: string | null;
}

export interface ShipmentEventRow {
  shipment_id: number;
  status: ShipmentStatus;
  at: string;
  by_role: ShipmentEvent['by'];
  note: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

export function toShipment(row: ShipmentRow, items: ShipmentItemRow[], events: ShipmentEventRow[]): Shipment {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: row.order_number,
    created_at: isoTimestamp(row.order_created_at),
    seller: { id: row.seller_id, username: row.seller_username },
    buyer: row.buyer_username,
    status: row.status,
    items: items.map(
      ({ product_id, title, unit_price, quantity, option_values, personalization, preview_image }) => ({
        product_id,
        title,
        unit_price,
        quantity,
        option_values,
        personalization,
        preview_image,
      }),
    ),
    subtotal: row.subtotal,
    shipping: row.shipping,
    discount: row.discount,
    coupon_code: row.coupon_code,
    total: row.total,
    address: row.shipping_address,
    ship_by: row.ship_by,
    late: row.status === 'paid' && row.ship_by < today(),
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    tracking_url: trackingUrl(row.carrier, row.tracking_number),
    events: events.map((event) => ({
      status: event.status,
      at: isoTimestamp(event.at),
      by: event.by_role,
      note: event.note,
    })),
    case:
      row.case_id === null
        ? null
        : { id: row.case_id, reason: row.case_reason!, status: row.case_status!, refund: row.case_refund },
  };
}
