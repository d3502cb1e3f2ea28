// npm run bench:uploads — against a running server (BENCH_URL, default http://localhost:8000): 24 concurrent
// ~5 MB photo uploads (UPLOADS), two per seller (the server's per-account share), while READ_RATE reads a second (200, open loop) fetch stored photos,
// product pages, details and /api/health. The server's memory is read from /proc and summed: BENCH_PID
// (comma-separated), or else the process listening on BENCH_URL's port and the workers it started.
// Prints read p50/p99 before and during the burst, upload outcomes and the server's peak memory, both as
// proportional set size (PSS, each page counted once: what the server holds) and as RSS summed (which counts
// the node binary and libraries once per process), and the readers' own event-loop delay over their run (a
// stall of theirs makes every read in flight look slow alike); exits 1 when read p99 >= 50 ms, the PSS peak
// >= 500 MB, a health check failed, or an upload was neither stored nor refused cleanly.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { keptAliveAgent } from './keptAlive';
import { watchServerMemory } from './serverMemory';
import { serverPids } from './serverProcess';
import { readPaths, startReaders, type Read } from './uploadReaders';
import { createProducts, noisePhoto, prepareUpload, signIn, upload, type Upload } from './uploadSender';

const target = (process.env.BENCH_URL ?? 'http://localhost:8000').replace(/\/$/, '');
const UPLOADS = Number(process.env.UPLOADS ?? 24);
/** Uploads the server lets one account have in flight at once (modules/images/encodingQueue.ts). */
const UPLOADS_PER_SELLER = 2;
const READ_RATE = Number(process.env.READ_RATE ?? 200);
const BASELINE_MS = 3000;
const UPLOADER_NICENESS = 10;
/** Megabytes a second each upload is sent at; 0 sends as fast as the loopback takes it. */
const UPLOAD_MBPS = Number(process.env.UPLOAD_MBPS ?? 4);
const READ_P99_BUDGET_MS = 50;
const MEMORY_BUDGET_MB = 500;

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

async function main(): Promise<void> {
  const pids = () =>
    process.env.BENCH_PID ? process.env.BENCH_PID.split(',').map(Number) : serverPids(new URL(target));
  const measured = pids();
  console.log(
    `upload burst: ${target}, server pids ${measured.length ? measured.join(', ') : 'unknown (memory not measured)'}`,
  );
  const photo = await noisePhoto();
  console.log(`photo: ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG of noise, ${UPLOADS} uploads`);
  const sellers = await Promise.all(
    Array.from({ length: Math.ceil(UPLOADS / UPLOADS_PER_SELLER) }, (_, index) => signIn(target, index)),
  );
  const prepared: { cookie: string; body: ReturnType<typeof prepareUpload> }[] = [];
  for (const [index, seller] of sellers.entries()) {
    const count = Math.min(UPLOADS_PER_SELLER, UPLOADS - index * UPLOADS_PER_SELLER);
    for (const id of await createProducts(target, seller.cookie, count)) {
      prepared.push({ cookie: seller.cookie, body: prepareUpload(id, photo) });
    }
  }
  const paths = await readPaths(target, sellers[0]!.sellerId);

  const memory = watchServerMemory(pids);
  const readers = startReaders(target, READ_RATE, paths);
  await readers.started;
  // In production the uploads come from other machines: here their sender shares the cores, so it gives
  // way to the server and the readers (the readers' process started before, at normal priority).
  os.setPriority(UPLOADER_NICENESS);
  await sleep(BASELINE_MS);
  const memoryBefore = memory.now();
  const burstStart = Date.now();
  const agent = keptAliveAgent(new URL(target));
  const senderCpuBefore = process.cpuUsage();
  const uploads = await Promise.all(
    prepared.map(({ cookie, body }) => upload(target, cookie, body, agent, UPLOAD_MBPS)),
  );
  const senderCpu = process.cpuUsage(senderCpuBefore);
  const burstEnd = Date.now();
  const { reads, loopDelayMs, cpuMsPerRead } = await readers.stop();
  memory.stop();
  const memoryPeak = memory.peak();

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
    rssBeforeMb: memoryBefore?.rssMb,
    peakRssMb: memoryBefore && memoryPeak.rssMb,
    pssBeforeMb: memoryBefore?.pssMb,
    peakPssMb: memoryBefore && memoryPeak.pssMb,
    failedHealthChecks: failedHealth,
    failedReads,
    ...(failedReads > 0 && {
      failures: during
        .filter((read) => read.status !== 200)
        .map(({ kind, status, error, ms }) => ({ kind, status, error, ms: round(ms) })),
    }),
    readersLoopDelayMs: { p99: round(loopDelayMs.p99), max: round(loopDelayMs.max) },
    readersCpuMsPerRead: Math.round(cpuMsPerRead * 100) / 100,
    senderCpuMs: Math.round((senderCpu.user + senderCpu.system) / 1000),
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
  if (memoryBefore && memoryPeak.pssMb >= MEMORY_BUDGET_MB)
    violations.push(`peak memory (PSS) ${memoryPeak.pssMb} MB >= ${MEMORY_BUDGET_MB} MB`);
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
