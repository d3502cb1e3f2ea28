import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startApiProcess } from '../cluster/apiProcesses';
import { unique } from '../testApp';

describe('SIGTERM under load', () => {
  it('lets every request in flight finish with its answer, then exits 0', async () => {
    const server = await startApiProcess();
    const base = server.url;
    const port = Number(new URL(base).port);
    try {
      const name = unique();
      const credentials = { email: `${name}@example.com`, password: 'a long enough passphrase' };
      const signup = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...credentials, username: name, first_name: 'Sig', last_name: 'Term' }),
      });
      expect(signup.status).toBe(201);

      // Requests the server has surely taken in: each waits for "100 Continue" before sending its body.
      // SIGTERM arrives while they are in flight, and their bodies (then bcrypt) come after it.
      const body = JSON.stringify(credentials);
      const requests = Array.from({ length: 12 }, () => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            expect: '100-continue',
          },
        });
        const accepted = new Promise<void>((resolve) => req.once('continue', () => resolve()));
        const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
          req.once('error', reject);
          req.once('response', (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          });
        });
        req.flushHeaders();
        return { req, accepted, answer };
      });
      await Promise.all(requests.map((request) => request.accepted));
      process.kill(server.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const { req } of requests) req.end(body);

      const answers = await Promise.all(requests.map((request) => request.answer));
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
      for (const answer of answers) expect(JSON.parse(answer.body).email).toBe(credentials.email);
      // New connections are refused once it is shutting down.
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      const { code, signal } = await server.exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(server.output()).toMatch(/shutting down: finishing requests in flight[\s\S]*"msg":"stopped"/);
      process.stdout.write(
        `fault SIGTERM: ${answers.length} requests in flight all answered 200; exit code 0\n`,
      );
    } finally {
      await server.stop('SIGKILL');
    }
  }, 40_000);
});
