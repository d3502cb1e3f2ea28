import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../db/knex';
import { createLogger } from '../logger';
import { unique } from '../../test/testApp';
import { createEventBus, EventBusUnavailableError, type EventBus } from '.';

const databaseUrl = inject('databaseUrl');
const db = createDb(databaseUrl, 2);
const logger = createLogger('silent');
const buses: EventBus[] = [];

/** A bus as a second process would have it: its own listening session, named so a test can find it. */
function openBus(applicationName = unique('events-')) {
  const bus = createEventBus(databaseUrl, db, logger, { applicationName });
  buses.push(bus);
  return bus;
}

function collect(bus: EventBus, channel: string) {
  const heard: string[] = [];
  bus.subscribe(channel, (payload) => heard.push(payload));
  return heard;
}

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await db.destroy();
});

describe('the events bus', () => {
  it('hands what one process publishes to every subscriber of another, once the publisher has settled', async () => {
    const channel = unique('c');
    const publisher = openBus();
    const listener = openBus();
    const first = collect(listener, channel);
    const second = collect(listener, channel);
    const elsewhere = collect(listener, unique('other'));
    await listener.sync();

    await publisher.publish(channel, 'product 7 changed');
    await publisher.settle();
    await listener.sync();

    expect(first).toEqual(['product 7 changed']);
    expect(second).toEqual(['product 7 changed']);
    expect(elsewhere).toEqual([]);
  });

  it('sends a notification published in a transaction only when it commits', async () => {
    const channel = unique('c');
    const bus = openBus();
    const heard = collect(bus, channel);
    await bus.sync();

    await db
      .transaction(async (trx) => {
        await bus.publish(channel, 'rolled back', trx);
        throw new Error('undo');
      })
      .catch(() => {});
    await db.transaction((trx) => bus.publish(channel, 'committed', trx));
    await bus.settle();
    await bus.sync();

    expect(heard).toEqual(['committed']);
  });

  it('lets many callers sync at once, each after what was committed before it settled', async () => {
    const channel = unique('c');
    const bus = openBus();
    const heard = collect(bus, channel);
    await bus.sync();

    const seen = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        await bus.publish(channel, String(index));
        await bus.settle();
        await bus.sync();
        return heard.includes(String(index));
      }),
    );

    expect(seen.every(Boolean)).toBe(true);
    expect(heard).toHaveLength(40);
  });

  it('stops calling a handler once unsubscribed', async () => {
    const channel = unique('c');
    const bus = openBus();
    const heard: string[] = [];
    const stop = bus.subscribe(channel, (payload) => heard.push(payload));
    await bus.sync();
    await bus.publish(channel, 'before');
    await bus.settle();
    await bus.sync();
    stop();
    await bus.publish(channel, 'after');
    await bus.settle();
    await bus.sync();

    expect(heard).toEqual(['before']);
  });

  it('says when its first connection is made, since nothing published before was heard', async () => {
    const bus = openBus();
    await new Promise<void>((resolve) => bus.onReconnect(resolve));
    await bus.sync();
  });

  it('reconnects after its session is killed, says so, and listens again', async () => {
    const channel = unique('c');
    const name = unique('events-');
    const bus = openBus(name);
    const heard = collect(bus, channel);
    await bus.sync();
    const back = new Promise<void>((resolve) => bus.onReconnect(resolve));

    const killed = await db.raw<{ rows: unknown[] }>(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ?',
      [name],
    );
    expect(killed.rows).toHaveLength(1);
    await back;

    const publisher = openBus();
    await publisher.publish(channel, 'after the restart');
    await publisher.settle();
    await bus.sync();
    expect(heard).toEqual(['after the restart']);
  });

  it('refuses to sync while it cannot reach the database, rather than pretend', async () => {
    const bus = createEventBus('postgres://nobody@127.0.0.1:1/none', db, logger);
    buses.push(bus);
    await expect(bus.sync()).rejects.toBeInstanceOf(EventBusUnavailableError);
  });

  it('refuses a payload PostgreSQL would refuse', async () => {
    await expect(openBus().publish(unique('c'), 'x'.repeat(8_000))).rejects.toThrow(RangeError);
  });
});
