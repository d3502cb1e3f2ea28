import type { Knex } from 'knex';

/**
 * Adds a job to the queue in `trx` (`graphile_worker.add_job`): it runs once that transaction commits, and
 * never if it rolls back. The job's id.
 */
export async function queueJob(trx: Knex | Knex.Transaction, task: string, payload: object): Promise<number> {
  const { rows } = await trx.raw<{ rows: [{ id: string }] }>(
    'SELECT (graphile_worker.add_job(?, ?::json)).id',
    [task, JSON.stringify(payload)],
  );
  return Number(rows[0].id);
}

/**
 * What an order's changes ask the notifications module to tell people (by mail, after they commit): queued by
 * checkout and by each shipment's move, run by `modules/notifications`.
 */
export const NOTICE_JOBS = {
  /** `{order_id}`: the buyer's receipt and each seller's sale. */
  orderPlaced: 'order_placed',
  /** `{shipment_id}`: shipped (with tracking), delivered or cancelled, to the buyer. */
  shipmentMoved: 'shipment_moved',
} as const;
