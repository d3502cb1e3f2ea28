import type { NotificationKind, NotificationPreferences, ShippingAddress } from '@handmade/common';
import type { Db } from '../../db/knex';
import { queueMail, type Mail } from '../../mail';

const PREFERENCE_COLUMNS = {
  orders: 'mail_orders',
  messages: 'mail_messages',
  reviews: 'mail_reviews',
  favorites: 'mail_favorites',
} as const satisfies Record<NotificationKind, string>;

/** Someone a mail goes to: the address, the greeting, and whether they want mail of that kind. */
export interface Recipient {
  id: number;
  email: string;
  first_name: string;
  wants: boolean;
}

export interface MailLine {
  title: string;
  quantity: number;
  unit_price: number;
  option_values: string[] | null;
  personalization: string | null;
}

/** An order as its mails tell it: the buyer, each seller's parcel and lines. */
export interface OrderForMail {
  order_number: string;
  total: number;
  shipping_address: ShippingAddress | null;
  buyer: Recipient;
  parcels: {
    shipment_id: number;
    shop: string;
    total: number;
    ship_by: string;
    seller: Recipient;
    lines: MailLine[];
  }[];
}

/** A shipment as its buyer's mail tells it. */
export interface ShipmentForMail {
  order_number: string;
  status: string;
  shop: string;
  carrier: string | null;
  tracking_number: string | null;
  refund: number | null;
  /** The seller's reason, for a cancelled one. */
  note: string | null;
  buyer: Recipient;
  lines: MailLine[];
}

const recipient = (prefix: string, column: string) => [
  `${prefix}.id`,
  `${prefix}.email`,
  `${prefix}.first_name`,
  `${prefix}.${column} as wants`,
];

export function createNotificationsRepository(db: Db) {
  /** The lines of the shipments, in the order they were bought, each with its shipment's id. */
  const linesOf = (shipmentIds: number[]): Promise<(MailLine & { shipment_id: number })[]> =>
    db('order_items')
      .select('shipment_id', 'title', 'quantity', 'unit_price', 'option_values', 'personalization')
      .whereIn('shipment_id', shipmentIds)
      .orderBy('id');

  return {
    async preferences(userId: number): Promise<NotificationPreferences | undefined> {
      const row = await db('users')
        .select(Object.entries(PREFERENCE_COLUMNS).map(([kind, column]) => `${column} as ${kind}`))
        .where({ id: userId })
        .first();
      return row;
    },

    async setPreferences(userId: number, preferences: NotificationPreferences): Promise<void> {
      await db('users')
        .where({ id: userId })
        .update(
          Object.fromEntries(
            Object.entries(PREFERENCE_COLUMNS).map(([kind, column]) => [
              column,
              preferences[kind as NotificationKind],
            ]),
          ),
        );
    },

    /** Turns one kind off; false when there is no such (open) account. */
    async turnOff(userId: number, kind: NotificationKind): Promise<boolean> {
      const count = await db('users')
        .where({ id: userId })
        .whereNull('closed_at')
        .update({ [PREFERENCE_COLUMNS[kind]]: false });
      return count > 0;
    },

    async order(orderId: number): Promise<OrderForMail | undefined> {
      const order = await db('orders as o')
        .join('users as b', 'b.id', 'o.user_id')
        .select('o.order_number', 'o.total', 'o.shipping_address', ...recipient('b', 'mail_orders'))
        .where('o.id', orderId)
        .first();
      if (!order) return undefined;
      const shipments: { id: number; total: number; ship_by: string; shop: string; seller_id: number }[] =
        await db('shipments as s')
          .join('users as u', 'u.id', 's.seller_id')
          .select(
            's.id',
            's.total',
            db.raw('s.ship_by::text AS ship_by'),
            'u.username as shop',
            's.seller_id',
          )
          .where('s.order_id', orderId)
          .orderBy('s.id');
      const sellers: Recipient[] = await db('users as u')
        .select(recipient('u', 'mail_orders'))
        .whereIn(
          'u.id',
          shipments.map((s) => s.seller_id),
        )
        .whereNull('u.closed_at');
      const lines = await linesOf(shipments.map((s) => s.id));
      const parcels = [];
      for (const shipment of shipments) {
        const seller = sellers.find((candidate) => candidate.id === shipment.seller_id);
        if (!seller) continue;
        parcels.push({
          shipment_id: shipment.id,
          shop: shipment.shop,
          total: shipment.total,
          ship_by: shipment.ship_by,
          seller,
          lines: lines.filter((line) => line.shipment_id === shipment.id),
        });
      }
      const { order_number, total, shipping_address, id, email, first_name, wants } = order;
      return { order_number, total, shipping_address, buyer: { id, email, first_name, wants }, parcels };
    },

    async shipment(shipmentId: number): Promise<ShipmentForMail | undefined> {
      const row = await db('shipments as s')
        .join('orders as o', 'o.id', 's.order_id')
        .join('users as b', 'b.id', 'o.user_id')
        .join('users as u', 'u.id', 's.seller_id')
        .select(
          'o.order_number',
          's.status',
          'u.username as shop',
          's.carrier',
          's.tracking_number',
          's.refund',
          ...recipient('b', 'mail_orders'),
          db.raw(
            '(SELECT e.note FROM shipment_events e WHERE e.shipment_id = s.id ORDER BY e.id DESC LIMIT 1) AS note',
          ),
        )
        .where('s.id', shipmentId)
        .whereNull('b.closed_at')
        .first();
      if (!row) return undefined;
      const { id, email, first_name, wants, ...rest } = row;
      return { ...rest, buyer: { id, email, first_name, wants }, lines: await linesOf([shipmentId]) };
    },

    queueMail: (mail: Mail) => queueMail(db, mail),
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
