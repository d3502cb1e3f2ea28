// The burst phase of npm run bench:search: 200 concurrent searches while other reads (product details and
// first pages of categories) go on at a steady rate, timed before and during the burst.
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startReaders, type Read, type ReadPath } from './uploadReaders';

const READ_RATE = Number(process.env.READ_RATE ?? 100);
const BURST = Number(process.env.SEARCH_BURST ?? 200);
const BASELINE_MS = 3000;
/** Reads go on this long after the burst's last answer, so those sent during it are all answered. */
const TAIL_MS = 1000;
const SENDER_NICENESS = 10;
export const READ_P99_BUDGET_MS = 100;

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
};

const round = (ms: number) => Math.round(ms * 10) / 10;

const shuffled = <T>(items: T[]): T[] =>
  items
    .map((item) => ({ item, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);

/**
 * Details of products found by following `GET /api/products/?limit=200` through a few of its `Link: rel="next"`
 * pages, and the first page of categories 1 to 5, mixed so that each kind is read all through the burst.
 */
export async function otherReads(target: string, pages = 5): Promise<ReadPath[]> {
  const ids: number[] = [];
  let next: string | undefined = '/api/products/?limit=200';
  for (let page = 0; page < pages && next; page += 1) {
    const res = await fetch(new URL(next, target));
    if (!res.ok) throw new Error(`GET ${next} answered ${res.status}: is the server running?`);
    ids.push(...((await res.json()) as { id: number }[]).map((product) => product.id));
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
  }
  if (ids.length === 0) throw new Error('The catalogue is empty: nothing to read during the burst.');
  const details = shuffled(ids)
    .slice(0, 200)
    .map((id) => ({ kind: 'detail', path: `/api/products/${id}` }));
  const categories = [1, 2, 3, 4, 5].map((id) => ({
    kind: 'category',
    path: `/api/products/?category=${id}`,
  }));
  // Two details for each first page, whatever the number of products found.
  const perCategory = Math.max(1, Math.floor(details.length / (2 * categories.length)));
  return shuffled([...details, ...categories.flatMap((read) => Array<ReadPath>(perCategory).fill(read))]);
}

interface Answer {
  path: string;
  status: number;
  ms: number;
  retryAfter?: string;
  error?: string;
}

/** Every search at once, each on a connection of its own: an agent without a socket limit. */
async function fire(target: string, paths: string[]): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const one = (path: string) =>
    new Promise<Answer>((resolve) => {
      const started = performance.now();
      http
        .get(new URL(path, target), { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            const retryAfter = res.headers['retry-after'];
            resolve({ path, status: res.statusCode ?? 0, ms: performance.now() - started, retryAfter });
          });
        })
        .on('error', (error: NodeJS.ErrnoException) =>
          resolve({ path, status: 0, ms: performance.now() - started, error: error.code ?? String(error) }),
        );
    });
  const answers = await Promise.all(paths.map(one));
  agent.destroy();
  return answers;
}

const summary = (reads: Read[]) => {
  const ms = reads.map((read) => read.ms);
  return {
    n: reads.length,
    p50: round(percentile(ms, 0.5)),
    p99: round(percentile(ms, 0.99)),
    max: round(Math.max(...ms)),
  };
};

/** Other reads at READ_RATE a second, BURST searches drawn from `searches` fired at once while they run. */
export async function burstPhase(target: string, searches: string[]) {
  const readers = startReaders(target, READ_RATE, await otherReads(target));
  await readers.started;
  // In production the searches come from other machines: here their sender gives way to the server and the
  // readers (whose process started before, at normal priority).
  os.setPriority(SENDER_NICENESS);
  await sleep(BASELINE_MS);
  const picked = shuffled(searches);
  const paths = Array.from({ length: BURST }, (_, i) => picked[i % picked.length]!);
  const burstStart = Date.now();
  const answers = await fire(target, paths);
  const burstEnd = Date.now();
  await sleep(TAIL_MS);
  const { reads, loopDelayMs } = await readers.stop();

  const before = reads.filter((read) => read.at < burstStart);
  // Every read in flight at some time during the burst, those sent before its first search included.
  const during = reads.filter((read) => read.at >= burstStart && read.at - read.ms <= burstEnd);
  const statuses: Record<string, number> = {};
  for (const { status, retryAfter } of answers) {
    const key = status === 503 ? `503 (Retry-After ${retryAfter ?? 'missing'})` : String(status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const answered = answers.filter((answer) => answer.status === 200).map((answer) => answer.ms);
  const report = {
    readRate: READ_RATE,
    searches: BURST,
    burstMs: burstEnd - burstStart,
    searchMs: { p50: round(percentile(answered, 0.5)), max: round(Math.max(...answered)) },
    statuses,
    turnedAway: answers.filter((answer) => answer.status === 503 && answer.retryAfter).length,
    readsBefore: summary(before),
    readsDuring: summary(during),
    readsFailedDuring: during.filter((read) => read.status !== 200).length,
    readersLoopDelayMs: { p99: round(loopDelayMs.p99), max: round(loopDelayMs.max) },
  };

  const missed: string[] = [];
  const p99 = report.readsDuring.p99;
  if (during.length === 0)
    console.log(`no read was in flight during the burst: raise READ_RATE to measure one`);
  else if (!(p99 < READ_P99_BUDGET_MS))
    missed.push(`other reads' p99 during the burst ${p99} ms >= ${READ_P99_BUDGET_MS} ms`);
  if (report.readsFailedDuring)
    missed.push(`${report.readsFailedDuring} other reads failed during the burst`);
  const wrong = answers.filter(
    (answer) => answer.status !== 200 && !(answer.status === 503 && answer.retryAfter),
  );
  for (const { path, status, retryAfter, error } of wrong.slice(0, 5)) {
    const why = status === 503 && !retryAfter ? '503 without Retry-After' : status || error;
    missed.push(`burst search ${path} answered ${why}`);
  }
  if (wrong.length > 5)
    missed.push(`and ${wrong.length - 5} more burst searches answered neither 200 nor 503`);
  return { report, missed };
}
