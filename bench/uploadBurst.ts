// npm run bench:uploads — against a running server (BENCH_URL, default http://localhost:8000): 24 concurrent
// ~5 MB photo uploads (UPLOADS) while READ_RATE reads a second (200, open loop) fetch stored photos,
// product pages, details and /api/health. The server's RSS is read from /proc: BENCH_PID, or else the
// process listening on BENCH_URL's port.
// Prints read p50/p99 before and during the burst, upload outcomes and the server's peak RSS; exits 1 when
// read p99 >= 50 ms, RSS >= 500 MB, a health check failed, or an upload was neither stored nor refused cleanly.
import { fork } from 'node:child_process';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { findServerPid } from './serverProcess';
import { readRssMb } from './soakServer';

const target = (process.env.BENCH_URL ?? 'http://localhost:8000').replace(/\/$/, '');
const UPLOADS = Number(process.env.UPLOADS ?? 24);
const READ_RATE = Number(process.env.READ_RATE ?? 200);
const BASELINE_MS = 3000;
const UPLOADER_NICENESS = 10;
/** Megabytes a second each upload is sent at; 0 sends as fast as the loopback takes it. */
const UPLOAD_MBPS = Number(process.env.UPLOAD_MBPS ?? 4);
const READ_P99_BUDGET_MS = 50;
const RSS_BUDGET_MB = 500;
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const SELLER = { email: 'uploadbench@example.com', username: 'uploadbench', password: 'upload-bench-pass' };

interface Read {
  kind: string;
  ms: number;
  status: number;
  at: number;
}

interface Upload {
  productId: number;
  status: number;
  retryAfter: string | null;
  ms: number;
}

/** A JPEG of random noise just under 5 MB: noise does not compress, so the size is the pixel count's. */
async function noisePhoto(): Promise<Buffer> {
  let side = 1500;
  for (;;) {
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= MAX_UPLOAD_BYTES && jpeg.length > 0.9 * MAX_UPLOAD_BYTES) return jpeg;
    side = Math.floor(side * Math.sqrt((0.95 * MAX_UPLOAD_BYTES) / jpeg.length));
  }
}

async function signIn(): Promise<string> {
  const headers = { 'content-type': 'application/json' };
  let res = await fetch(`${target}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: SELLER.email, password: SELLER.password }),
  });
  if (res.status === 401 || res.status === 400) {
    res = await fetch(`${target}/api/auth/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...SELLER, first_name: 'Upload', last_name: 'Bench' }),
    });
  }
  if (!res.ok) throw new Error(`Signing in ${SELLER.email} answered ${res.status}: ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** One fresh product per upload, so no upload meets the six-photo limit, run after run. */
async function createProducts(cookie: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const res = await fetch(`${target}/api/products/new`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: `Upload bench vase ${Date.now()}-${index}`,
        description: 'A vase made to carry a large photo through the upload benchmark.',
        inventory: 1,
        price: 30,
        category_id: 1 + (index % 5),
      }),
    });
    if (res.status !== 201) throw new Error(`Creating a product answered ${res.status}: ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

/** The multipart body, built once per upload before the burst: the client then only writes bytes. */
function multipartBody(productId: number, photo: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----uploadburst${productId}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n${productId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="noise.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';
  return {
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * The body sent at `mbps` megabytes a second, as a phone or a home connection sends it. Unpaced, 24 bodies
 * flood the loopback interface at gigabytes a second: the kernel drops packets (the reads' too) and TCP
 * resends them after 200 ms or more, which measures the loopback device, not the server.
 */
function paced(body: Buffer, mbps: number): ReadableStream<Uint8Array> {
  const chunk = 64 * 1024;
  const chunkMs = (chunk / (mbps * 1024 * 1024)) * 1000;
  let offset = 0;
  const started = performance.now();
  return new ReadableStream({
    async pull(controller) {
      const due = started + (offset / chunk) * chunkMs;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + chunk)));
      offset += chunk;
      if (offset >= body.length) controller.close();
    },
  });
}

async function upload(cookie: string, productId: number, photo: Buffer): Promise<Upload> {
  const { body, contentType } = multipartBody(productId, photo);
  const started = performance.now();
  const res = await fetch(`${target}/api/products/images/new`, {
    method: 'POST',
    headers: { cookie, 'content-type': contentType, 'content-length': String(body.length) },
    body: UPLOAD_MBPS > 0 ? paced(body, UPLOAD_MBPS) : new Uint8Array(body),
    duplex: 'half',
  } as RequestInit);
  await res.arrayBuffer();
  return {
    productId,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

/** What readers fetch: stored photos of the catalogue, its first pages, details and health. */
async function readPaths(): Promise<{ kind: string; path: string }[]> {
  const previews = (await (await fetch(`${target}/api/products/preview-images`)).json()) as { url: string }[];
  const products = (await (await fetch(`${target}/api/products?limit=24`)).json()) as { id: number }[];
  const photos = previews.slice(0, 40).map((image) => image.url);
  // Every variant of a photo is read, as grids, galleries and full views do.
  const variants = photos.flatMap((url) => [
    url,
    url.replace('/1600.', '/800.'),
    url.replace('/1600.', '/400.'),
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
 * Open loop: one read every 1000 / READ_RATE ms whatever the answers' pace, so a slow answer shows as its
 * own latency instead of slowing the readers down (a closed loop would hide queueing).
 */
async function readerLoop(paths: { kind: string; path: string }[], reads: Read[], stop: () => boolean) {
  const pending: Promise<void>[] = [];
  const read = async ({ kind, path }: { kind: string; path: string }) => {
    const started = performance.now();
    try {
      const res = await fetch(`${target}${path}`);
      await res.arrayBuffer();
      reads.push({ kind, ms: performance.now() - started, status: res.status, at: Date.now() });
    } catch {
      reads.push({ kind, ms: performance.now() - started, status: 0, at: Date.now() });
    }
  };
  const interval = 1000 / READ_RATE;
  const start = performance.now();
  for (let index = 0; !stop(); index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(read(paths[index % paths.length]!));
  }
  await Promise.all(pending);
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(reads: Read[]) {
  const row = (list: Read[]) => ({
    n: list.length,
    p50: round(
      percentile(
        list.map((read) => read.ms),
        50,
      ),
    ),
    p99: round(
      percentile(
        list.map((read) => read.ms),
        99,
      ),
    ),
    max: round(Math.max(...list.map((read) => read.ms))),
  });
  const kinds = [...new Set(reads.map((read) => read.kind))];
  return {
    all: row(reads),
    ...Object.fromEntries(kinds.map((kind) => [kind, row(reads.filter((r) => r.kind === kind))])),
  };
}

/** Every accepted upload has its one photo, served; every refused one left its product without any. */
async function checkStored(uploads: Upload[]): Promise<string[]> {
  const problems: string[] = [];
  for (const result of uploads) {
    const res = await fetch(`${target}/api/products/${result.productId}/images`);
    const images = (await res.json()) as { url: string; url_small: string }[];
    const expected = result.status === 201 ? 1 : 0;
    if (images.length !== expected) {
      problems.push(`product ${result.productId} (${result.status}) has ${images.length} photos`);
    }
    for (const image of images) {
      const photo = await fetch(`${target}${image.url_small}`);
      await photo.arrayBuffer();
      if (!photo.ok) problems.push(`${image.url_small} answered ${photo.status}`);
    }
  }
  return problems;
}

/**
 * The readers run in a process of their own: sending 24 bodies of 5 MB keeps this one's event loop busy,
 * and reads timed here would measure that instead of the server.
 */
function startReaders(paths: { kind: string; path: string }[]) {
  const child = fork(fileURLToPath(import.meta.url), ['--reader'], { execArgv: ['--import', 'tsx'] });
  const done = new Promise<Read[]>((resolve, reject) => {
    child.once('message', (reads) => resolve(reads as Read[]));
    child.once('exit', (code) => reject(new Error(`the reader process exited with ${code}`)));
  });
  child.send({ paths });
  return {
    started: new Promise<void>((resolve) => child.once('spawn', () => resolve())),
    stop: () => {
      child.send('stop');
      return done;
    },
  };
}

/** The reader process: reads until told to stop, then hands its reads over. */
function readerProcess(): void {
  let stopped = false;
  process.on('message', (message: { paths: { kind: string; path: string }[] } | 'stop') => {
    if (message === 'stop') {
      stopped = true;
      return;
    }
    const reads: Read[] = [];
    void readerLoop(message.paths, reads, () => stopped).then(() => {
      process.send!(reads, () => process.exit(0));
    });
  });
}

async function main(): Promise<void> {
  const pid = process.env.BENCH_PID ? Number(process.env.BENCH_PID) : findServerPid(new URL(target));
  console.log(`upload burst: ${target}, server pid ${pid ?? 'unknown (RSS not measured)'}`);
  const photo = await noisePhoto();
  console.log(`photo: ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG of noise, ${UPLOADS} uploads`);
  const cookie = await signIn();
  const productIds = await createProducts(cookie, UPLOADS);
  const paths = await readPaths();

  let peakRssMb = 0;
  const sampler = setInterval(() => {
    const rss = pid ? readRssMb(pid) : undefined;
    if (rss !== undefined) peakRssMb = Math.max(peakRssMb, rss);
  }, 50);
  const readers = startReaders(paths);
  await readers.started;
  // In production the uploads come from other machines: here their sender shares the cores, so it gives
  // way to the server and the readers (the readers' process started before, at normal priority).
  os.setPriority(UPLOADER_NICENESS);
  await sleep(BASELINE_MS);
  const rssBeforeMb = pid ? readRssMb(pid) : undefined;
  const burstStart = Date.now();
  const uploads = await Promise.all(productIds.map((id) => upload(cookie, id, photo)));
  const burstEnd = Date.now();
  const reads = await readers.stop();
  clearInterval(sampler);

  const before = reads.filter((read) => read.at < burstStart);
  const during = reads.filter((read) => read.at >= burstStart && read.at <= burstEnd);
  const outcomes: Record<string, number> = {};
  for (const result of uploads) {
    const key =
      result.status === 503 ? `503 (Retry-After ${result.retryAfter ?? 'missing'})` : String(result.status);
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  const failedHealth = during.filter((read) => read.kind === 'health' && read.status !== 200).length;
  const failedReads = during.filter((read) => read.status !== 200).length;
  const stored = uploads.filter((result) => result.status === 201);
  const storeProblems = await checkStored(uploads);

  const report = {
    burstSeconds: round((burstEnd - burstStart) / 1000),
    readsBefore: summary(before),
    readsDuring: summary(during),
    uploads: outcomes,
    uploadMs: stored.length
      ? {
          p50: Math.round(
            percentile(
              stored.map((u) => u.ms),
              50,
            ),
          ),
          max: Math.round(Math.max(...stored.map((u) => u.ms))),
        }
      : undefined,
    rssBeforeMb,
    peakRssMb: pid ? peakRssMb : undefined,
    failedHealthChecks: failedHealth,
    failedReads,
  };
  console.log(JSON.stringify(report, null, 2));
  if (process.env.TIMELINE) {
    for (let second = 0; second * 1000 < burstEnd - burstStart; second += 1) {
      const slice = during.filter((read) => Math.floor((read.at - burstStart) / 1000) === second);
      const p99s = round(
        percentile(
          slice.map((read) => read.ms),
          99,
        ),
      );
      console.log(`  second ${second}: ${slice.length} reads, p99 ${p99s} ms`);
    }
  }

  const violations: string[] = [];
  const p99 = percentile(
    during.map((read) => read.ms),
    99,
  );
  if (!(p99 < READ_P99_BUDGET_MS)) violations.push(`read p99 ${round(p99)} ms >= ${READ_P99_BUDGET_MS} ms`);
  if (pid && peakRssMb >= RSS_BUDGET_MB) violations.push(`peak RSS ${peakRssMb} MB >= ${RSS_BUDGET_MB} MB`);
  if (failedHealth > 0) violations.push(`${failedHealth} health checks failed during the burst`);
  if (failedReads > failedHealth)
    violations.push(`${failedReads - failedHealth} reads failed during the burst`);
  for (const result of uploads) {
    if (result.status !== 201 && !(result.status === 503 && result.retryAfter)) {
      violations.push(
        `an upload answered ${result.status}${result.status === 503 ? ' without Retry-After' : ''}`,
      );
    }
  }
  violations.push(...storeProblems);
  if (violations.length > 0) {
    console.error(`over budget:\n  ${violations.join('\n  ')}`);
    process.exit(1);
  }
  console.log('within budget');
}

if (process.argv.includes('--reader')) {
  readerProcess();
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
