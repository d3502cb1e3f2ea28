import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../../src/modules/images/images.testing';
import { validProduct } from '../../src/modules/products/products.testing';
import { Client } from './client';
import { createIsolatedDatabase } from './database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONCURRENCY = 8;

interface LogLine {
  msg?: string;
  pid?: number;
  workerPid?: number;
}

let supervisor: ChildProcess;
const lines: LogLine[] = [];
let output = '';
let baseUrl = '';
let dataDir = '';
let dropDatabase = async () => {};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the supervisor has logged a line that `matches`. */
function logged(matches: (line: LogLine) => boolean): Promise<LogLine> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const found = lines.find(matches);
      if (found) {
        supervisor.stdout!.off('data', look);
        resolve(found);
      } else if (supervisor.exitCode !== null) reject(new Error(`the supervisor exited:\n${output}`));
    };
    supervisor.stdout!.on('data', look);
    look();
  });
}

const listening = () => lines.filter((line) => line.msg === 'worker listening');

/** Whether the process has libvips (which sharp loads) mapped in its memory. */
const loadsLibvips = (pid: number) => fs.readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libvips');

/**
 * One request on a connection of its own (as many clients behind a balancer make them). A connection
 * handed to the worker as it died is never answered: the client gives up on it, as a balancer would.
 */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, timeout: 5_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error('no answer'));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  const database = await createIsolatedDatabase();
  dropDatabase = database.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-supervisor-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  supervisor = spawn(process.execPath, ['--import', 'tsx', 'backend/src/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      WEB_CONCURRENCY: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SEED: 'none',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: database.url,
      JWT_SECRET: '',
    },
  });
  let partial = '';
  const read = (data: Buffer) => {
    output += data.toString();
    partial += data.toString();
    const complete = partial.split('\n');
    partial = complete.pop()!;
    for (const line of complete) {
      if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
    }
  };
  supervisor.stdout!.on('data', read);
  supervisor.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  await logged(() => listening().length === 2);
  await logged((line) => line.msg === 'image encoder ready');
}, 120_000);

afterAll(async () => {
  if (supervisor.exitCode === null) {
    supervisor.kill('SIGKILL');
    await new Promise((resolve) => supervisor.once('exit', resolve));
  }
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the supervisor of npm start', () => {
  // The replacement worker compiles the app through tsx as it starts: slow while other work holds the cores.
  it('serves on through a worker killed under load, losing only requests in flight, and replaces it', async () => {
    const [victim, survivor] = listening().map((line) => line.workerPid!) as [number, number];
    const results: { startedAfterExit: boolean; ok: boolean }[] = [];
    let exitLogged = false;
    let replaced = false;
    let stop = false;

    const client = async () => {
      while (!stop) {
        const startedAfterExit = exitLogged;
        const status = await get(`${baseUrl}/api/products`).catch(() => 0);
        results.push({ startedAfterExit, ok: status === 200 });
        // Once the replacement listens, a last stretch of traffic reaches it too.
        if (replaced && results.filter((result) => result.startedAfterExit).length >= 200) stop = true;
      }
    };
    const clients = Array.from({ length: CONCURRENCY }, client);

    await new Promise<void>((resolve) => {
      const wait = setInterval(() => {
        if (results.length >= 100) {
          clearInterval(wait);
          resolve();
        }
      }, 10);
    });
    process.kill(victim, 'SIGKILL');
    await logged((line) => line.msg === 'worker exited' && line.workerPid === victim);
    exitLogged = true;
    const replacement = await logged(
      (line) => line.msg === 'worker listening' && ![victim, survivor].includes(line.workerPid!),
    );
    replaced = true;
    await Promise.all(clients);

    const lost = results.filter((result) => !result.ok);
    expect(lost.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(results.filter((result) => result.startedAfterExit && !result.ok)).toEqual([]);
    expect(replacement.workerPid).toEqual(expect.any(Number));
    expect(() => process.kill(replacement.workerPid!, 0)).not.toThrow();
  }, 120_000);

  /** A seller's photo uploaded through the supervisor's port: its status, and its small variant's. */
  const uploadPhoto = async () => {
    const seller = new Client();
    await seller.signUp(baseUrl);
    const product = await seller.call(baseUrl, 'POST', '/api/products/new', validProduct());
    const form = new FormData();
    form.set('product_id', String(product.body.id));
    form.set('image', new Blob([await makeImage('jpeg', 1200, 900)], { type: 'image/jpeg' }), 'a.jpg');
    const uploaded = await seller.call(baseUrl, 'POST', '/api/products/images/new', form);
    const small = uploaded.status === 201 ? await fetch(`${baseUrl}${uploaded.body.url_small}`) : undefined;
    return {
      status: uploaded.status,
      small: small && { status: small.status, type: small.headers.get('content-type') },
    };
  };
  const encoders = () => lines.filter((line) => line.msg === 'image encoder ready').map((line) => line.pid!);
  /** The workers that listened and still run (earlier tests kill and replace some). */
  const liveWorkers = () =>
    listening()
      .map((line) => line.workerPid!)
      .filter((pid) => fs.existsSync(`/proc/${pid}`));

  it.runIf(process.platform === 'linux')(
    'encodes photos in one process of its own, at the lowest priority, so no worker loads libvips',
    async () => {
      expect(await uploadPhoto()).toEqual({ status: 201, small: { status: 200, type: 'image/webp' } });
      const encoder = encoders().at(-1)!;
      expect(os.getPriority(encoder)).toBe(19);
      expect(loadsLibvips(encoder)).toBe(true);
      for (const worker of liveWorkers()) expect(loadsLibvips(worker)).toBe(false);
    },
  );

  it.runIf(process.platform === 'linux')(
    'gives its workers an old generation of 128 MB before a full collection, and the encoder none',
    () => {
      const nodeFlags = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const workers = liveWorkers();
      expect(workers.length).toBeGreaterThan(0);
      for (const worker of workers) expect(nodeFlags(worker)).toContain('--initial-old-space-size=128');
      expect(nodeFlags(encoders().at(-1)!).join(' ')).not.toContain('--initial-old-space-size');
    },
  );

  it('starts the encoder again when it dies, and photos are encoded again', async () => {
    const [first] = encoders();
    process.kill(first!, 'SIGKILL');
    await logged((line) => line.msg === 'image encoder exited');
    await logged(() => encoders().length === 2);
    expect(await uploadPhoto()).toEqual({ status: 201, small: { status: 200, type: 'image/webp' } });
  });

  it('drains its workers and stops on SIGTERM', async () => {
    const workers = listening().map((line) => line.workerPid!);
    workers.push(encoders().at(-1)!);
    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', resolve));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    expect(lines.filter((line) => line.msg === 'stopped').length).toBeGreaterThanOrEqual(2);
  });
});
