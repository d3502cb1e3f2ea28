import type { ShipInput, Shipment, ShipmentStatus } from '@handmade/common';
import { conflict, forbidden, notFound } from '../../http/httpError';
import { decodeCursor, encodeCursor, takePage } from '../../http/pagination';
import type { User } from '../users';
import { toShipment } from './shipments.mapper';
import type { Mover, ShipmentParts, ShipmentsRepository } from './shipments.repository';
import { shipmentCursorKeys } from './shipments.schemas';

export const SHIPMENT_MESSAGES = {
  notFound: "Shipment couldn't be found",
  sellerOnly: 'Only the seller can do this.',
  buyerOnly: 'Only the buyer can say it arrived.',
  autoDelivered: 'Marked delivered automatically',
} as const;

const NOT_ALLOWED: Record<'ship' | 'cancel' | 'deliver', (status: ShipmentStatus) => string> = {
  ship: (status) => `This order is ${status}: only a paid order can be marked shipped.`,
  cancel: (status) => `This order is ${status}: only an order not shipped yet can be cancelled.`,
  deliver: (status) => `This order is ${status}: only a shipped order can be marked received.`,
};

/** Each group of a shipment's rows, items and events, as the answer of each. */
export function shipmentsOf({ rows, items, events }: ShipmentParts): Shipment[] {
  return rows.map((row) =>
    toShipment(
      row,
      items.filter((item) => item.shipment_id === row.id),
      events.filter((event) => event.shipment_id === row.id),
    ),
  );
}

export interface ShipmentsOptions {
  /** A shipped shipment counts as delivered this many days after it was sent. */
  autoDeliverDays: number;
}

export function createShipmentsService(shipments: ShipmentsRepository, options: ShipmentsOptions) {
  const one = async (shipmentId: number): Promise<Shipment> =>
    shipmentsOf(await shipments.byIds([shipmentId]))[0]!;

  /**
   * Moves a shipment for `user` acting as `role`: 404 to a stranger, 403 to the other party, 409 when its
   * status does not allow the move.
   */
  const moveAs = async (
    user: User,
    shipmentId: number,
    role: 'buyer' | 'seller',
    kind: keyof typeof NOT_ALLOWED,
    move: (by: Mover) => Promise<boolean>,
  ): Promise<Shipment> => {
    const seen = await shipments.statusFor(user.id, shipmentId);
    if (!seen) throw notFound(SHIPMENT_MESSAGES.notFound);
    if (seen.role !== role)
      throw forbidden(role === 'seller' ? SHIPMENT_MESSAGES.sellerOnly : SHIPMENT_MESSAGES.buyerOnly);
    if (!(await move({ role, userId: user.id }))) {
      const now = await shipments.statusFor(user.id, shipmentId);
      throw conflict(NOT_ALLOWED[kind](now?.status ?? seen.status));
    }
    return one(shipmentId);
  };

  return {
    async get(user: User, shipmentId: number): Promise<Shipment> {
      const parts = await shipments.findFor(user.id, shipmentId);
      if (!parts) throw notFound(SHIPMENT_MESSAGES.notFound);
      return shipmentsOf(parts)[0]!;
    },

    byIds: async (ids: number[]) => shipmentsOf(await shipments.byIds(ids)),

    /** The shipments of orders, by order id. */
    async ofOrders(orderIds: number[]): Promise<Map<number, Shipment[]>> {
      const byOrder = new Map<number, Shipment[]>(orderIds.map((id) => [id, []]));
      for (const shipment of shipmentsOf(await shipments.ofOrders(orderIds))) {
        byOrder.get(shipment.order_id)?.push(shipment);
      }
      return byOrder;
    },

    /** A keyset page of the seller's shipments in one status. */
    async listForSeller(user: User, status: ShipmentStatus, limit: number, cursor: string | undefined) {
      const keys = cursor ? decodeCursor(cursor, status, shipmentCursorKeys(status)) : undefined;
      const after =
        keys &&
        (status === 'paid' ? { ship_by: String(keys[0]), id: Number(keys[1]) } : { id: Number(keys[0]) });
      const parts = await shipments.listForSeller(user.id, { status, limit, after });
      return takePage(shipmentsOf(parts), limit, (last) =>
        encodeCursor(status, status === 'paid' ? [last.ship_by, last.id] : [last.id]),
      );
    },

    ship: (user: User, shipmentId: number, input: ShipInput) =>
      moveAs(user, shipmentId, 'seller', 'ship', (by) =>
        shipments.transaction(async (trx) =>
          Boolean(
            await shipments.move(trx, shipmentId, ['paid'], 'shipped', by, null, {
              carrier: input.carrier,
              tracking_number: input.tracking_number,
              shipped_at: trx.fn.now(),
            }),
          ),
        ),
      ),

    /** Cancelling puts the stock back and records a practice refund of the whole shipment. */
    cancel: (user: User, shipmentId: number, reason: string) =>
      moveAs(user, shipmentId, 'seller', 'cancel', (by) =>
        shipments.transaction(async (trx) => {
          const moved = await shipments.move(trx, shipmentId, ['paid'], 'cancelled', by, reason, {
            refund: trx.ref('total'),
          });
          if (!moved) return false;
          await shipments.restock(trx, shipmentId);
          return true;
        }),
      ),

    delivered: (user: User, shipmentId: number) =>
      moveAs(user, shipmentId, 'buyer', 'deliver', (by) =>
        shipments.transaction(async (trx) =>
          Boolean(await shipments.move(trx, shipmentId, ['shipped'], 'delivered', by, null)),
        ),
      ),

    /** The scheduled sweep: shipped ones sent `autoDeliverDays` before `now` are delivered. Their ids. */
    async deliverDue(now: Date): Promise<number[]> {
      const parts = await shipments.deliverShippedBefore(
        now,
        options.autoDeliverDays,
        SHIPMENT_MESSAGES.autoDelivered,
      );
      return parts.rows.map((row) => row.id);
    },
  };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
