import { makeWorkerUtils, runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeJobs } from '../../src/compose';
import { DELIVERY_SWEEP } from '../../src/modules/shipments';
import { useIsolatedDatabase } from '../cluster/database';
import { startApiProcesses } from '../cluster/apiProcesses';
import { createShopper, insertCartLine, insertProduct, type Shopper } from '../shopFixtures';
import { createTestApp, type TestApp } from '../testApp';

const DAY_MS = 86_400_000;
const CHECKOUT = '/api/products/successful-transaction';

/** The delivery sweep runs on a database of its own: its shipments are the only ones it can deliver. */
const isolated = await useIsolatedDatabase();

/** `count` orders from `seller`, each shipped with tracking; their shipment ids. */
async function shippedOrders(test: TestApp, seller: Shopper, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const product = await insertProduct(test, seller.user.id, { inventory: 5, price: 10 });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, product.id);
    const order = (await buyer.agent.put(CHECKOUT).send({}).expect(200)).body.order;
    const id = order.shipments[0].id as number;
    await seller.agent
      .put(`/api/shipments/${id}/ship`)
      .send({ carrier: 'USPS', tracking_number: `9400${String(id).padStart(8, '0')}` })
      .expect(200);
    ids.push(id);
  }
  return ids;
}

describe('the delivery sweep, on the job queue', () => {
  const test = createTestApp({ databaseUrl: isolated.url });

  beforeAll(() => {
    // The worker reads Node's clock (useNodeTime) and the sweep compares with it: faking Date moves time.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('marks a shipped order delivered once SHIPMENT_AUTO_DELIVER_DAYS (14) have passed, not before', async () => {
    const seller = await createShopper(test);
    const [id] = await shippedOrders(test, seller, 1);
    const { tasks } = composeJobs(test);
    const utils = await makeWorkerUtils({ connectionString: isolated.url, useNodeTime: true });
    const sweepAt = async (daysLater: number) => {
      vi.setSystemTime(Date.now() + daysLater * DAY_MS);
      await utils.addJob(DELIVERY_SWEEP, {});
      // Runs every job that is due by the moved clock, then returns.
      await runOnce({
        connectionString: isolated.url,
        taskList: tasks,
        useNodeTime: true,
        noHandleSignals: true,
      });
      vi.setSystemTime(Date.now() - daysLater * DAY_MS);
      return (await test.db('shipments').where({ id }).first()).status as string;
    };
    try {
      expect(await sweepAt(13)).toBe('shipped');
      expect(await sweepAt(15)).toBe('delivered');
    } finally {
      await utils.release();
    }
    const events = await test.db('shipment_events').where({ shipment_id: id }).orderBy('id');
    expect(events.map((event) => [event.status, event.by_role])).toEqual([
      ['paid', 'buyer'],
      ['shipped', 'seller'],
      ['delivered', 'system'],
    ]);
  });
});

describe('the delivery sweep in two API processes', () => {
  // Due as soon as they are shipped, so both processes find the same shipments at once.
  const test = createTestApp({ databaseUrl: isolated.url, env: { SHIPMENT_AUTO_DELIVER_DAYS: '0' } });

  // Two API processes start, twelve orders are made and shipped, then each of two waits may take 30 s.
  it('delivers each shipment once, whichever process takes each job', async () => {
    const cluster = await startApiProcesses(2, {
      DATABASE_URL: isolated.url,
      JOBS: 'on',
      SHIPMENT_AUTO_DELIVER_DAYS: '0',
    });
    const utils = await makeWorkerUtils({ connectionString: isolated.url });
    try {
      const seller = await createShopper(test);
      const ids = await shippedOrders(test, seller, 12);
      // Many sweeps at once: both processes take some, and several run at the same moment.
      await Promise.all(Array.from({ length: 8 }, () => utils.addJob(DELIVERY_SWEEP, {})));
      await vi.waitFor(
        async () => {
          const left = await test.db('shipments').whereIn('id', ids).whereNot({ status: 'delivered' });
          expect(left).toEqual([]);
        },
        { timeout: 30_000, interval: 100 },
      );
      const delivered = await test
        .db('shipment_events')
        .whereIn('shipment_id', ids)
        .where({ status: 'delivered' })
        .select('shipment_id');
      expect(delivered.map((event) => event.shipment_id).sort((a, b) => a - b)).toEqual(ids);

      // What each process says it delivered: every shipment once, over both (a log line may reach the
      // output a little after its transaction commits).
      const reported = () =>
        cluster.processes.flatMap((process) =>
          process
            .output()
            .split('\n')
            .filter((line) => line.includes('shipments marked delivered'))
            .flatMap((line) => (JSON.parse(line) as { shipments: number[] }).shipments),
        );
      await vi.waitFor(() => expect(reported().sort((a, b) => a - b)).toEqual(ids), {
        timeout: 30_000,
        interval: 100,
      });
    } finally {
      await utils.release();
      await cluster.close();
    }
  }, 120_000);
});
