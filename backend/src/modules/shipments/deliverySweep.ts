import type { Task } from 'graphile-worker';
import type { Logger } from '../../logger';
import type { ShipmentsService } from './shipments.service';

/** The task that marks shipped shipments delivered once `SHIPMENT_AUTO_DELIVER_DAYS` have passed. */
export const DELIVERY_SWEEP = 'deliver_shipped_shipments';

/**
 * Every 15 minutes. One process makes each tick's job; whichever process takes it marks every shipment
 * that is due. A shipment moves once: the status is part of the update, so two sweeps at once (a late
 * tick and a manual run) still write one delivered event each.
 */
export const DELIVERY_SWEEP_CRONTAB = `*/15 * * * * ${DELIVERY_SWEEP} ?max=3`;

export function deliverySweep(shipments: ShipmentsService, logger: Logger): Task {
  return async () => {
    const delivered = await shipments.deliverDue(new Date());
    if (delivered.length > 0) logger.info({ shipments: delivered }, 'shipments marked delivered');
  };
}
