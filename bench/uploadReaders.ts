// The readers of npm run bench:uploads, in a process of their own (see startReaders).
import { fork } from 'node:child_process';
import type http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Product } from '@handmade/common';
import { clientFor, keptAliveAgent } from './keptAlive';

export interface Read {
  kind: string;
  ms: number;
  /** The answer's status, or 0 when there was none (`error` says why). */
  status: number;
  at: number;
  error?: string;
}

/** What the reader process hands over: its reads, and how late its own event loop ran meanwhile. */
export interface Readings {
  reads: Read[];
  /** The readers' own event-loop delay: a stall here makes every read in flight look slow alike. */
  loopDelayMs: { p99: number; max: number };
  /** CPU the readers' process spent per timed read: the cores it takes are the server's too. */
  cpuMsPerRead: number;
}

export interface ReadPath {
  kind: string;
  path: string;
}

/**
 * What readers fetch: stored photos of the catalogue, its first pages, details and health. The photos are
 * the catalogue's (the most expensive products first), never those of `benchSellerId`: its uploads are noise,
 * 1.3 MB at 1,600 px where a real photo is a tenth of that, and reading them would measure the loopback.
 */
export async function readPaths(target: string, benchSellerId: number): Promise<ReadPath[]> {
  const listed = (await (
    await fetch(`${target}/api/products?limit=100&sort=price_desc`)
  ).json()) as Product[];
  const catalogue = listed.filter((product) => product.seller_id !== benchSellerId);
  const products = catalogue.slice(0, 20);
  // Every variant of a photo is read, as grids, galleries and full views do.
  const variants = catalogue
    .filter((product) => product.preview_image)
    .slice(0, 40)
    .flatMap((product) => [
      product.preview_image!,
      product.preview_image_medium!,
      product.preview_image_small!,
    ]);
  const paths = [
    ...variants.map((path) => ({ kind: 'photo', path })),
    ...Array.from({ length: 10 }, (_, page) => ({
      kind: 'page',
      path: `/api/products?category=${1 + (page % 5)}&sort=${page < 5 ? 'newest' : 'price_asc'}`,
    })),
    ...products.slice(0, 20).map((product) => ({ kind: 'detail', path: `/api/products/${product.id}` })),
    ...Array.from({ length: 10 }, () => ({ kind: 'health', path: '/api/health' })),
  ];
  // Mixed, so every kind is read all through the burst.
  return paths
    .map((path) => ({ path, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ path }) => path);
}

/**
 * One GET through node:http, its body read and dropped. `fetch` took two to three times the CPU per read (1.3
 * to 1.7 ms against 0.6, one read at a time on a slow two-core machine), and the readers share the server's
 * cores.
 */
function get(url: URL, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    clientFor(url)
      .get(url, { agent }, (res) => {
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
        res.resume();
      })
      .on('error', reject);
  });
}

/**
 * Open loop: one read every 1000 / rate ms whatever the answers' pace, so a slow answer shows as its
 * own latency instead of slowing the readers down (a closed loop would hide queueing).
 */
async function readerLoop(
  target: string,
  agent: http.Agent,
  rate: number,
  paths: ReadPath[],
  reads: Read[],
  stop: () => boolean,
) {
  const pending: Promise<void>[] = [];
  const read = async ({ kind, path }: ReadPath) => {
    const started = performance.now();
    try {
      const status = await get(new URL(path, target), agent);
      reads.push({ kind, ms: performance.now() - started, status, at: Date.now() });
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      reads.push({ kind, ms: performance.now() - started, status: 0, at: Date.now(), error: reason });
    }
  };
  const interval = 1000 / rate;
  const start = performance.now();
  for (let index = 0; !stop(); index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(read(paths[index % paths.length]!));
  }
  await Promise.all(pending);
}

/**
 * The readers run in a process of their own: sending 24 bodies of 5 MB keeps this one's event loop busy,
 * and reads timed here would measure that instead of the server.
 */
export function startReaders(target: string, rate: number, paths: ReadPath[]) {
  const child = fork(fileURLToPath(import.meta.url), ['--reader'], { execArgv: ['--import', 'tsx'] });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`the reader process exited with ${code}`)));
  });
  const message = (wanted: (message: unknown) => boolean) =>
    Promise.race([
      new Promise<unknown>((resolve) => child.on('message', (got) => wanted(got) && resolve(got))),
      exited,
    ]);
  const started = message((got) => got === 'ready').then(() => undefined);
  const done = message((got) => got !== 'ready') as Promise<Readings>;
  child.send({ target, rate, paths });
  return {
    /** Settles once the readers have read every path once and begin to read at their rate. */
    started,
    stop: () => {
      child.send('stop');
      return done;
    },
  };
}

/** The reader process: reads until told to stop, then hands its reads over. */
function readerProcess(): void {
  let stopped = false;
  // A bench that died leaves no readers behind, reading on against the server.
  process.once('disconnect', () => process.exit(1));
  process.on('message', (message: { target: string; rate: number; paths: ReadPath[] } | 'stop') => {
    if (message === 'stop') {
      stopped = true;
      return;
    }
    const reads: Read[] = [];
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    const { target, rate, paths } = message;
    const agent = keptAliveAgent(new URL(target));
    void warmUp(target, paths, agent).then(async () => {
      process.send!('ready');
      loopDelay.enable();
      const cpuBefore = process.cpuUsage();
      await readerLoop(target, agent, rate, paths, reads, () => stopped);
      loopDelay.disable();
      const cpu = process.cpuUsage(cpuBefore);
      const loopDelayMs = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
      const cpuMsPerRead = (cpu.user + cpu.system) / 1000 / reads.length;
      const readings: Readings = { reads, loopDelayMs, cpuMsPerRead };
      process.send!(readings, () => process.exit(0));
    });
  });
}

/**
 * Every path read once, a few at a time, before any read is timed: a process that has just started reads
 * its first answers through cold code and new connections (reads before the burst had a p99 of 112 to 343 ms
 * when they were timed from the start).
 */
async function warmUp(target: string, paths: ReadPath[], agent: http.Agent): Promise<void> {
  const queue = [...paths];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await get(new URL(next.path, target), agent);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

if (process.argv.includes('--reader')) readerProcess();
