import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { accessLog } from './accessLog';

interface Line {
  msg: string;
  reqId?: number;
  req?: { id: number; url: string };
}

describe('the access log', () => {
  it("gives each request a logger of its own, carrying the request's id, made only when used", async () => {
    const lines: Line[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
    const child = vi.spyOn(logger, 'child');
    const app = express();
    app.get('/quiet', (_req, res) => res.end());
    app.get('/chatty', (req, res) => {
      req.log.info('first');
      req.log.info('second');
      res.end();
    });
    const log = accessLog(logger);
    const agent = supertest((req: IncomingMessage, res: ServerResponse) => {
      log(req, res);
      app(req, res);
    });

    await agent.get('/quiet').expect(200);
    expect(child).not.toHaveBeenCalled();
    await agent.get('/chatty').expect(200);
    await agent.get('/chatty').expect(200);
    await vi.waitFor(() => expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(3));

    expect(child).toHaveBeenCalledTimes(2);
    const chattyIds = lines.filter((line) => line.req?.url === '/chatty').map((line) => line.req!.id);
    expect(new Set(chattyIds).size).toBe(2);
    for (const id of chattyIds) {
      const own = lines.filter((line) => line.reqId === id).map((line) => line.msg);
      expect(own).toEqual(['first', 'second']);
    }
  });
});
