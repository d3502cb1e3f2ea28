import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { bornWithExpressPrototypes } from './expressPrototypes';
import { createHttpServer } from './httpServer';

describe('requests born with the Express prototypes', () => {
  it('reach the app carrying its prototypes already, and Express answers them as usual', async () => {
    const app = express();
    app.set('query parser', 'simple');
    app.get('/hello', (req, res) => res.status(201).json({ name: req.query.name, path: req.path }));
    const born: boolean[] = [];
    const server = createHttpServer(
      (req, res) => {
        born.push(
          Object.getPrototypeOf(req) === app.request &&
            Object.getPrototypeOf(res) === app.response &&
            req instanceof http.IncomingMessage &&
            res instanceof http.ServerResponse,
        );
        app(req, res);
      },
      { requestTimeoutMs: 5_000, headersTimeoutMs: 5_000 },
      bornWithExpressPrototypes(app),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const name of ['clay', 'linen']) {
        const res = await fetch(`http://127.0.0.1:${port}/hello?name=${name}`);
        expect(res.status).toBe(201);
        expect(await res.json()).toEqual({ name, path: '/hello' });
      }
      expect(born).toEqual([true, true]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
