import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { expressMessageClasses } from './expressMessages';
import { createHttpServer } from './httpServer';

const TIMEOUTS = { requestTimeoutMs: 5_000, headersTimeoutMs: 5_000 };

/** An Express app answering with what Express itself gives a request: its getters and `res.json`. */
function echoApp() {
  const app = express();
  app.set('query parser', 'simple');
  app.get('/echo', (req, res) => {
    res.status(201).json({ word: req.query.word, accept: req.get('accept'), path: req.path });
  });
  return app;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listening(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('expressMessageClasses', () => {
  it('builds each request and response on the prototypes Express gives them, so it need not change them', async () => {
    const app = echoApp();
    const classes = expressMessageClasses(app);
    const arrived: [object | null, object | null][] = [];
    const server = createHttpServer(
      (req, res) => {
        arrived.push([Object.getPrototypeOf(req), Object.getPrototypeOf(res)]);
        app(req, res);
      },
      TIMEOUTS,
      classes,
    );
    const url = await listening(server);

    const answer = await fetch(`${url}/echo?word=walnut`, { headers: { accept: 'application/json' } });

    expect(arrived).toEqual([[app.request, app.response]]);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ word: 'walnut', accept: 'application/json', path: '/echo' });
  });

  it('leaves Express answering requests a server built without them', async () => {
    const app = echoApp();
    expressMessageClasses(app);
    const url = await listening(http.createServer(app));

    const answer = await fetch(`${url}/echo?word=linen`, { headers: { accept: 'text/plain' } });

    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ word: 'linen', accept: 'text/plain', path: '/echo' });
  });
});
