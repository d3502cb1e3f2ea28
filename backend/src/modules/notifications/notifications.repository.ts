import type { NotificationKind, NotificationPreferences } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import type {
  CaseForMail,
  DecidedReport,
  MailLine,
  ModeratedListing,
  MessageForMail,
  OrderForMail,
  Recipient,
  ReviewForMail,
  ShipmentForMail,
} from '../../mail';

const PREFERENCE_COLUMNS = {
  orders: 'mail_orders',
  messages: 'mail_messages',
  reviews: 'mail_reviews',
  favorites: 'mail_favorites',
} as const satisfies Record<NotificationKind, string>;

/** How long after a message mail the same person hears nothing more of the same conversation. */
const MESSAGE_MAIL_QUIET_MINUTES = 15;

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
        .select(
          'o.id as order_id',
          'o.order_number',
          'o.total',
          'o.shipping_address',
          ...recipient('b', 'mail_orders'),
        )
        .where('o.id', orderId)
        .first();
      if (!order) return undefined;
      const shipments: {
        id: number;
        total: number;
        discount: number;
        coupon_code: string | null;
        ship_by: string;
        shop: string;
        seller_id: number;
      }[] = await db('shipments as s')
        .join('users as u', 'u.id', 's.seller_id')
        .select(
          's.id',
          's.total',
          's.discount',
          's.coupon_code',
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
          discount: shipment.discount,
          coupon_code: shipment.coupon_code,
          ship_by: shipment.ship_by,
          seller,
          lines: lines.filter((line) => line.shipment_id === shipment.id),
        });
      }
      const { order_id, order_number, total, shipping_address, id, email, first_name, wants } = order;
      const buyer = { id, email, first_name, wants };
      return { order_id, order_number, total, shipping_address, buyer, parcels };
    },

    async shipment(shipmentId: number): Promise<ShipmentForMail | undefined> {
      const row = await db('shipments as s')
        .join('orders as o', 'o.id', 's.order_id')
        .join('users as b', 'b.id', 'o.user_id')
        .join('users as u', 'u.id', 's.seller_id')
        .select(
          'o.id as order_id',
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

    /**
     * The message, unless its recipient has read it, holds a live stream (`live_connections`, touched every
     * 25 s by the process that holds it), or closed their account.
     */
    async unreadMessage(messageId: number): Promise<MessageForMail | undefined> {
      const row = await db('messages as m')
        .join('users as s', 's.id', 'm.sender_id')
        .join('users as r', 'r.id', 'm.recipient_id')
        .join('conversations as c', 'c.id', 'm.conversation_id')
        .leftJoin('products as p', 'p.id', 'c.product_id')
        .join('conversation_reads as cr', function reader() {
          this.on('cr.conversation_id', 'm.conversation_id').andOn('cr.user_id', 'm.recipient_id');
        })
        .select(
          'm.conversation_id',
          's.username as sender',
          'm.body',
          'p.title as product_title',
          ...recipient('r', 'mail_messages'),
        )
        .where('m.id', messageId)
        .whereRaw('cr.last_read_message_id < m.id')
        .whereNotExists(
          db('live_connections as lc')
            .whereRaw('lc.user_id = m.recipient_id')
            .whereRaw(`lc.seen_at > now() - interval '1 minute'`),
        )
        .whereNull('r.closed_at')
        .first();
      if (!row) return undefined;
      const { id, email, first_name, wants, ...message } = row;
      return { ...message, recipient: { id, email, first_name, wants } };
    },

    /**
     * Marks that `userId` is told of the conversation now; false when they were told less than a quarter
     * hour ago. In the transaction that tells them, so a rolled-back telling claims nothing.
     */
    async claimMessageMail(trx: Knex, conversationId: number, userId: number): Promise<boolean> {
      const { rows } = await trx.raw<{ rows: unknown[] }>(
        `INSERT INTO message_mails (conversation_id, user_id, sent_at) VALUES (?, ?, now())
         ON CONFLICT (conversation_id, user_id) DO UPDATE SET sent_at = now()
         WHERE message_mails.sent_at < now() - make_interval(mins => ?)
         RETURNING 1`,
        [conversationId, userId, MESSAGE_MAIL_QUIET_MINUTES],
      );
      return rows.length > 0;
    },

    async review(reviewId: number): Promise<ReviewForMail | undefined> {
      const row = await db('reviews as r')
        .join('products as p', 'p.id', 'r.product_id')
        .join('users as a', 'a.id', 'r.user_id')
        .join('users as s', 's.id', 'p.seller_id')
        .select(
          'p.id as product_id',
          'p.title as product_title',
          'r.stars',
          'r.review',
          'r.reply',
          's.username as shop',
          db.raw(
            `json_build_object('id', a.id, 'email', a.email, 'first_name', a.first_name,
              'username', a.username, 'wants', a.mail_reviews AND a.closed_at IS NULL) AS author`,
          ),
          db.raw(
            `json_build_object('id', s.id, 'email', s.email, 'first_name', s.first_name,
              'wants', s.mail_reviews AND s.closed_at IS NULL) AS seller`,
          ),
        )
        .where('r.id', reviewId)
        .first();
      return row;
    },

    async moderatedListing(productId: number): Promise<ModeratedListing | undefined> {
      const row = await db('products as p')
        .join('users as s', 's.id', 'p.seller_id')
        .select('p.id as product_id', 'p.title', 'p.hidden_reason', 's.id', 's.email', 's.first_name')
        .select(db.raw('s.closed_at IS NULL AS wants'))
        .where('p.id', productId)
        .first();
      if (!row) return undefined;
      const { id, email, first_name, wants, ...listing } = row;
      return { ...listing, seller: { id, email, first_name, wants } };
    },

    /** A case and, for a message step, that message: both people want it as they want order mail. */
    async case(caseId: number, messageId: number | null): Promise<CaseForMail | undefined> {
      const person = (alias: string) =>
        db.raw(
          `json_build_object('id', ${alias}.id, 'email', ${alias}.email, 'first_name', ${alias}.first_name,
            'username', ${alias}.username, 'wants', ${alias}.mail_orders AND ${alias}.closed_at IS NULL) AS ${alias}`,
        );
      const row = await db('cases as c')
        .join('shipments as s', 's.id', 'c.shipment_id')
        .join('orders as o', 'o.id', 's.order_id')
        .join('users as buyer', 'buyer.id', 'o.user_id')
        .join('users as seller', 'seller.id', 's.seller_id')
        .select('c.id as case_id', 'o.order_number', 'c.reason', 'c.status', 'c.refund', 'c.resolution_note')
        .select(person('buyer'), person('seller'))
        .where('c.id', caseId)
        .first();
      if (!row) return undefined;
      const message = messageId
        ? await db('case_messages as m')
            .join('users as u', 'u.id', 'm.author_id')
            .select('m.author_role', 'u.username as author', 'm.body')
            .select(db.raw('m.photo_key IS NOT NULL AS photo'))
            .where({ 'm.id': messageId, 'm.case_id': caseId })
            .first()
        : undefined;
      return { ...row, message: message ?? null };
    },

    async decidedReports(reportIds: number[]): Promise<DecidedReport[]> {
      return db('reports')
        .select('reporter_id', 'target_type', 'status')
        .whereIn('id', reportIds)
        .whereNot('status', 'open');
    },

    /** Someone told of a change to their own account: always mailed. */
    async account(userId: number): Promise<Recipient | undefined> {
      return db('users as u')
        .select('u.id', 'u.email', 'u.first_name', db.raw('true AS wants'))
        .where('u.id', userId)
        .whereNull('u.closed_at')
        .first();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
