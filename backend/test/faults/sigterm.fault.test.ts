import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { unique } from '../testApp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The real server (`src/server.ts`) in a child process, on the run's database; resolves once it listens. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-sigterm-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED: 'none',
      DATA_DIR: dataDir,
      DATABASE_URL: inject('databaseUrl'),
      WEB_DIST: path.join(dataDir, 'no-web'),
      RATE_LIMIT_AUTH: '100000',
      RATE_LIMIT_WRITE: '100000',
    },
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  return {
    child,
    port,
    exited,
    output: () => output,
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('SIGTERM under load', () => {
  it('lets every request in flight finish with its answer, then exits 0', async () => {
    const server = await startServer();
    const base = `http://127.0.0.1:${server.port}`;
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
          port: server.port,
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
      server.child.kill('SIGTERM');
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
      server.child.kill('SIGKILL');
      server.cleanup();
    }
  }, 40_000);
});
