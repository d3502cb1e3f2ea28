import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errorHandler';
import { takeTurns } from './takeTurns';
import { eventually } from '../../test/eventually';

/** An app whose `/slow` answers only when the test opens its gate, counting the requests inside at once. */
function gatedApp(atOnce: number, waiting: number) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const seen = { inside: 0, most: 0, arrived: 0, closed: 0 };
  const app = express();
  app.use((_req, res, next) => {
    res.once('close', () => (seen.closed += 1));
    next();
  });
  app.use(takeTurns({ atOnce, waiting, busy: 'Busy.' }, (req) => req.path === '/slow'));
  app.get('/slow', async (_req, res) => {
    seen.arrived += 1;
    seen.inside += 1;
    seen.most = Math.max(seen.most, seen.inside);
    await gate;
    seen.inside -= 1;
    res.json({ ok: true });
  });
  app.get('/quick', (_req, res) => res.json({ ok: true }));
  app.use(errorHandler);
  return { agent: supertest(app), seen, open: () => open() };
}

describe('takeTurns', () => {
  it('lets the requests it picks in `atOnce` at a time, and the others straight through', async () => {
    const { agent, seen, open } = gatedApp(2, 10);
    const slow = Array.from({ length: 5 }, () => agent.get('/slow').then((res) => res.status));
    await eventually(() => expect(seen.arrived).toBe(2));
    await agent.get('/quick').expect(200);
    expect(seen.arrived).toBe(2);
    open();
    expect(await Promise.all(slow)).toEqual([200, 200, 200, 200, 200]);
    expect(seen.most).toBe(2);
  });

  it('turns a request away with 503 and Retry-After when too many wait', async () => {
    const { agent, seen, open } = gatedApp(1, 1);
    const first = agent.get('/slow').then((res) => res.status);
    await eventually(() => expect(seen.arrived).toBe(1));
    // Of the next two, whichever comes second finds the other waiting already.
    const next = [agent.get('/slow'), agent.get('/slow')].map((request) => request.then((res) => res));
    const turnedAway = await Promise.race(next);
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers['retry-after']).toBe('1');
    expect(turnedAway.body).toEqual({ message: 'Busy.' });
    open();
    const statuses = (await Promise.all([first, ...next.map((request) => request.then((res) => res.status))]))
      .slice()
      .sort();
    expect(statuses).toEqual([200, 200, 503]);
  });

  it('gives the turn of a client that left while waiting to the next', async () => {
    const { agent, seen, open } = gatedApp(1, 10);
    const first = agent.get('/slow').then((res) => res.status);
    await eventually(() => expect(seen.arrived).toBe(1));
    // Waits behind the first, then leaves before its turn.
    const leaving = agent.get('/slow').timeout(200);
    await expect(leaving).rejects.toThrow();
    await eventually(() => expect(seen.closed).toBe(1));
    open();
    expect(await first).toBe(200);
    // Its turn came and went: the next is let in, not left waiting behind it.
    await agent.get('/slow').expect(200);
  });
});
