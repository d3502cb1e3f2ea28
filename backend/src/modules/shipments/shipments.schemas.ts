import { SHIPMENT_STATUSES, type ShipmentStatus } from '@handmade/common';
import { z } from 'zod';
import { pageQuerySchema } from '../../http/pagination';

/** `GET /api/shop/shipments`: one status at a time, paid (the queue) unless said. */
export const shopShipmentsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(SHIPMENT_STATUSES, { error: `status must be one of ${SHIPMENT_STATUSES.join(', ')}.` })
    .optional()
    .default('paid'),
});

/** A page cursor's keys: (ship_by, id) for the queue, id for the rest. */
export function shipmentCursorKeys(status: ShipmentStatus) {
  const id = z.number().int().min(1);
  return status === 'paid' ? z.tuple([z.iso.date(), id]) : z.tuple([id]);
}
