import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { accessLog } from './accessLog';
import { eventually } from '../../test/eventually';

interface Line {
  msg: string;
  reqId?: number;
  req?: { id: number; url: string };
  res?: { statusCode: number };
}

function loggedApp(ignore?: (url: string) => boolean) {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const app = express();
  app.use(accessLog(logger, ignore));
  app.get('/quiet', (_req, res) => res.end());
  app.get('/chatty', (req, res) => {
    req.log.info('first');
    req.log.info('second');
    res.end();
  });
  app.get('/missing', (_req, res) => res.status(404).end());
  return { agent: supertest(app), lines };
}

describe('the access log', () => {
  it("gives each request a logger of its own, carrying the request's id", async () => {
    const { agent, lines } = loggedApp();
    await agent.get('/chatty').expect(200);
    await agent.get('/chatty').expect(200);
    await eventually(() => expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(2));

    const chattyIds = lines.filter((line) => line.req?.url === '/chatty').map((line) => line.req!.id);
    expect(new Set(chattyIds).size).toBe(2);
    for (const id of chattyIds) {
      const own = lines.filter((line) => line.reqId === id).map((line) => line.msg);
      expect(own).toEqual(['first', 'second']);
    }
  });

  it('writes one line per request with its status, and none for an ignored URL', async () => {
    const { agent, lines } = loggedApp((url) => url === '/quiet');
    await agent.get('/quiet').expect(200);
    await agent.get('/missing').expect(404);
    await eventually(() => expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1));
    expect(lines.map((line) => [line.req?.url, line.res?.statusCode])).toEqual([['/missing', 404]]);
  });
});
