import { expect, it } from 'vitest';
import { healthy } from './machine';
import { anyone, backInRotation, log } from './observe';
import { waitFor } from './processes';
import { Shopper, type Answer } from './shopper';
import type { Topology } from './topology';
import { count, steadyGets, tally } from './traffic';

/** The outage the database is put through. */
const DATABASE_DOWN_MS = 5_000;

/** What the topology does when a piece goes away: a machine killed, both restarted, the database stopped. */
export function failureChecks(topology: () => Topology) {
  /** Signed-in GETs of a cart: idempotent, personal (never cached by nginx), and reading the database. */
  const cartTraffic = async (t: Topology) => {
    const shopper = await Shopper.signUp(t.nginx.url);
    return steadyGets(`${t.nginx.url}/api/cart`, { cookie: shopper.cookie });
  };

  it('loses no GET when a machine is killed (SIGKILL): nginx retries them on the other', async () => {
    const t = topology();
    const traffic = await cartTraffic(t);
    await traffic.until('traffic on both machines', (seen) => {
      const counts = tally(seen);
      return (counts['api-1'] ?? 0) >= 20 && (counts['api-2'] ?? 0) >= 20;
    });
    const [victim] = t.machines;
    const killedAt = Date.now();
    await victim.kill();
    await traffic.until(
      '100 answers after the kill',
      (seen) => seen.filter((o) => o.sentAt > killedAt).length >= 100,
    );
    const outcomes = await traffic.stop();
    const retried = t.nginx
      .accessLog()
      .filter((line) => line.includes('/api/cart') && /upstream=\S+, /.test(line));
    log('before the kill', tally(outcomes.filter((o) => o.sentAt <= killedAt)));
    log('after the kill', tally(outcomes.filter((o) => o.sentAt > killedAt)));
    log('retried by nginx on the other machine', retried);
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);

    await victim.start();
    log(`${victim.name} started again; nginx sent it requests after (ms)`, await backInRotation(t, victim));
  });

  it('loses none of a steady stream of GETs through a rolling restart of both machines', async () => {
    const t = topology();
    const traffic = await cartTraffic(t);
    for (const machine of t.machines) {
      const stopping = Date.now();
      await machine.stop();
      const starting = Date.now();
      await machine.start();
      const restarted = Date.now();
      await traffic.until(`${machine.name} back behind nginx`, (seen) =>
        seen.some((o) => o.servedBy === machine.name && o.sentAt > restarted),
      );
      const ms = {
        drained: starting - stopping,
        started: restarted - starting,
        inRotation: Date.now() - restarted,
      };
      log(`${machine.name} restarted (ms)`, ms);
    }
    const outcomes = await traffic.stop();
    log('GETs through the rolling restart', tally(outcomes));
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
  });

  it('answers 503 with Retry-After while PostgreSQL is stopped, and both machines recover by themselves', async () => {
    const t = topology();
    const shopper = await Shopper.signUp(t.nginx.url);
    const cart = (base: string) => shopper.call(base, 'GET', '/api/cart');
    expect((await cart(t.nginx.url)).status).toBe(200);

    await t.postgres.stop();
    const stoppedAt = Date.now();
    const during: Answer[] = [];
    while (Date.now() - stoppedAt < DATABASE_DOWN_MS) {
      during.push(await cart(t.nginx.url));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const health = await Promise.all(
      t.machines.map((machine) => anyone.call(machine.url, 'GET', '/api/health')),
    );
    await t.postgres.start();
    const startedAt = Date.now();
    const recovered = await Promise.all(
      t.machines.map(async (machine) => {
        await waitFor(`${machine.name} recovered`, async () =>
          (await cart(machine.url)).status === 200 ? true : undefined,
        );
        return `${machine.name} after ${Date.now() - startedAt} ms`;
      }),
    );

    log('through nginx while PostgreSQL was down', count(during.map(describeAnswer)));
    log(
      'health of each machine meanwhile',
      health.map((answer) => [answer.servedBy, answer.status, answer.body]),
    );
    log('recovered by themselves', recovered);
    expect(during.length).toBeGreaterThan(0);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(health.map((answer) => answer.status)).toEqual([503, 503]);
    expect((await cart(t.nginx.url)).status).toBe(200);
    for (const machine of t.machines) expect(await healthy(machine.url)).toBe(true);
  });
}

const describeAnswer = (answer: Answer) =>
  `${answer.status} Retry-After: ${answer.headers.get('retry-after')}`;
