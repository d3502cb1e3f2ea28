// npm run bench:mix: a shopper's mix over the whole catalogue against the running server, side by side with a
// bare Express baseline answering the same paths with bodies of the same kinds and sizes.
//
// Three phases, each for the API and for the baseline:
//   saturation: BENCH_CONNECTIONS (32) connections as fast as they go, for the throughput ratio, the two
//               servers in turns (`saturate`);
//   steady:     a fixed offered rate of half the API's own throughput, for p50/p99, in an open loop
//               (openLoop.ts): each request sent when it is due, on a connection of its own if need be;
//   quotas:     the same rate as autocannon's `overallRate`, for comparison only. It gives each of the 32
//               connections a quota per second, sent as fast as answers come, so for as long as the quotas
//               last the server is at saturation, and its p99 there is the saturation's.
// Exits non-zero when a budget of DESIGN.md is missed. `-- --cache-off` holds the API to the cache-off budgets
// (start the server with RESPONSE_CACHE_TTL_MS=0; the run fails if the server reports a cache hit).
// `-- --each-kind` runs each kind alone instead, saturation only, and prints each one's ratio to the
// baseline answering that kind: the random product and the cart add are meant to do at least as well as a
// detail read.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { offerOpenLoop } from './openLoop';
import { discoverCatalogue, nextRequest, requestOf, WEIGHTS, type Catalogue, type Kind } from './mixTraffic';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.env.BENCH_URL ?? 'http://localhost:8000';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const duration = Number(process.env.BENCH_SECONDS ?? 20);
/**
 * Seconds of the same traffic sent to each server, unmeasured, right before its saturation phase: a server
 * just started compiles its code and fills its database connections' caches while it answers, which cost
 * the API about a sixth of its throughput over its first ten seconds, and a server that has run for a while
 * is what a shopper meets.
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const cacheOff = process.argv.includes('--cache-off');
const eachKind = process.argv.includes('--each-kind');
const budget = cacheOff ? { ratio: 0.2, p99: 50 } : { ratio: 0.5, p99: 25 };
const KINDS = Object.keys(WEIGHTS) as Kind[];
/** Unmeasured seconds at the steady rate before it is measured: the generator's connections open. */
const OPEN_LOOP_LEAD_IN_SECONDS = 2;
/** The share of the offered steady rate the API must serve for its latency there to count. */
const KEEP_UP = 0.95;

interface KindFigures {
  count: number;
  p50: number;
  p99: number;
  non2xx: number;
}

interface PhaseFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  tooMany: number;
  cacheHits: number;
  kinds: Record<Kind, KindFigures>;
  /** Open loop only: the most the generator started a request after it was due, in ms. */
  sendLag?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** What autocannon keeps for one connection's request in flight. */
interface RequestContext {
  kind?: Kind;
  start?: number;
}

interface Sample {
  kind: Kind;
  ms: number;
  status: number;
}

interface PhaseOptions {
  /** The offered rate; as fast as answers come without it. */
  overallRate?: number;
  /** That kind alone instead of the mix. */
  only?: Kind;
  seconds?: number;
}

/** What one stretch of traffic against one server gave. */
interface Slice {
  samples: Sample[];
  requests: number;
  seconds: number;
  errors: number;
  non2xx: number;
  tooMany: number;
  cacheHits: number;
}

/** One phase against `url`: the mix, or `only` that kind; as fast as it goes, or at `overallRate`. */
async function run(url: string, catalogue: Catalogue, options: PhaseOptions = {}): Promise<PhaseFigures> {
  return phaseOf([await send(url, catalogue, options)]);
}

async function send(
  url: string,
  catalogue: Catalogue,
  { overallRate, only, seconds = duration }: PhaseOptions = {},
): Promise<Slice> {
  const samples: Sample[] = [];
  let tooMany = 0;
  let cacheHits = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        ...(overallRate && { overallRate }),
        requests: [
          {
            setupRequest: (request, context) => {
              const mine = context as RequestContext;
              const next = only ? requestOf(catalogue, only) : nextRequest(catalogue);
              mine.kind = next.kind;
              mine.start = performance.now();
              return {
                ...request,
                method: next.method,
                path: next.path,
                headers: next.headers ?? {},
                body: next.body,
              };
            },
            onResponse: (status, _body, context, headers) => {
              const { kind, start } = context as RequestContext;
              if (kind === undefined || start === undefined) return;
              samples.push({ kind, ms: performance.now() - start, status });
              if (status === 429) tooMany += 1;
              if (headers?.['x-cache'] === 'HIT') cacheHits += 1;
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
  });
  return {
    samples,
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    tooMany,
    cacheHits,
  };
}

/** The figures of one server's slices taken together. */
function phaseOf(slices: Slice[]): PhaseFigures {
  const sum = (of: (slice: Slice) => number) => slices.reduce((total, slice) => total + of(slice), 0);
  return {
    ...figuresOf(slices.flatMap((slice) => slice.samples)),
    requestsPerSecond: Math.round(sum((slice) => slice.requests) / sum((slice) => slice.seconds)),
    errors: sum((slice) => slice.errors),
    non2xx: sum((slice) => slice.non2xx),
    tooMany: sum((slice) => slice.tooMany),
    cacheHits: sum((slice) => slice.cacheHits),
  };
}

/**
 * Saturation for both servers in turns, baseline, API, API, baseline, twice over, each turn a quarter of
 * `duration`: the machine's speed drifts during a run (its cores are shared), and in turns a drift weighs
 * on both servers alike instead of on whichever ran second.
 */
async function saturate(
  baselineUrl: string,
  catalogue: Catalogue,
): Promise<{ api: PhaseFigures; baseline: PhaseFigures }> {
  const turns = { baseline: [] as Slice[], api: [] as Slice[] };
  for (let round = 0; round < 2; round += 1) {
    for (const side of ['baseline', 'api', 'api', 'baseline'] as const) {
      turns[side].push(
        await send(side === 'api' ? target : baselineUrl, catalogue, { seconds: duration / 4 }),
      );
    }
  }
  return { api: phaseOf(turns.api), baseline: phaseOf(turns.baseline) };
}

/**
 * Percentiles from the bench's own samples, for all kinds as for each. autocannon's own histogram is not
 * used: at a fixed rate it adds synthetic samples for coordinated omission with an expected interval of
 * ceil(1 / rate) = 1 ms, where the interval between a connection's requests is 1000 / rate ms, so every
 * answer of L ms is counted about L times.
 */
function figuresOf(samples: Sample[]): Pick<PhaseFigures, 'p50' | 'p99' | 'kinds'> {
  const kinds = Object.fromEntries(
    KINDS.map((kind) => {
      const mine = samples.filter((sample) => sample.kind === kind);
      const sorted = mine.map((sample) => sample.ms).sort((a, b) => a - b);
      return [
        kind,
        {
          count: mine.length,
          p50: round(percentile(sorted, 50)),
          p99: round(percentile(sorted, 99)),
          non2xx: mine.filter((sample) => sample.status >= 300).length,
        },
      ];
    }),
  ) as Record<Kind, KindFigures>;
  const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return { p50: round(percentile(all, 50)), p99: round(percentile(all, 99)), kinds };
}

/** The mix offered at `rate` in an open loop (see `openLoop.ts`). */
async function runOpenLoop(url: string, catalogue: Catalogue, rate: number): Promise<PhaseFigures> {
  const offered = await offerOpenLoop({
    url,
    rate,
    seconds: duration,
    leadInSeconds: OPEN_LOOP_LEAD_IN_SECONDS,
    next: () => nextRequest(catalogue),
  });
  const answered = offered.samples.filter((sample) => sample.status > 0);
  return {
    ...figuresOf(answered.map(({ request, ms, status }) => ({ kind: request.kind, ms, status }))),
    requestsPerSecond: offered.answeredPerSecond,
    errors: offered.samples.length - answered.length,
    non2xx: answered.filter((sample) => sample.status >= 300).length,
    tooMany: answered.filter((sample) => sample.status === 429).length,
    cacheHits: answered.filter((sample) => sample.cacheHit).length,
    sendLag: round(offered.maxSendLag),
  };
}

/** Real answers of every kind, for the baseline to send back with the same sizes. */
async function sampleBodies(catalogue: Catalogue, perKind: number): Promise<Record<Kind, string[]>> {
  const bodies = Object.fromEntries(KINDS.map((kind) => [kind, [] as string[]])) as Record<Kind, string[]>;
  for (let tries = 0; tries < perKind * 200 && KINDS.some((k) => bodies[k].length < perKind); tries += 1) {
    const request = nextRequest(catalogue);
    if (bodies[request.kind].length >= perKind) continue;
    const res = await fetch(`${target}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await res.text();
    if (res.ok) bodies[request.kind].push(text);
  }
  return bodies;
}

async function startBaseline(bodies: Record<Kind, string[]>): Promise<{ url: string; stop: () => void }> {
  const file = path.join(os.tmpdir(), `handmade-mix-baseline-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(bodies));
  const child = fork(path.join(here, 'mixBaseline.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BASELINE_BODIES_FILE: file },
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m: { port: number }) => resolve(m.port)),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

function printPhase(title: string, api: PhaseFigures, bare: PhaseFigures): void {
  console.log(`\n${title}`);
  console.log(
    `  all        api ${String(api.requestsPerSecond).padStart(6)} req/s  p50 ${api.p50} ms  p99 ${api.p99} ms` +
      `  |  baseline ${String(bare.requestsPerSecond).padStart(6)} req/s  p50 ${bare.p50} ms  p99 ${bare.p99} ms`,
  );
  for (const kind of KINDS) {
    const a = api.kinds[kind];
    const b = bare.kinds[kind];
    console.log(
      `  ${kind.padEnd(10)} api ${String(a.count).padStart(7)} answers  p50 ${a.p50} ms  p99 ${a.p99} ms` +
        `${a.non2xx ? `  (${a.non2xx} not 2xx)` : ''}  |  baseline p50 ${b.p50} ms  p99 ${b.p99} ms`,
    );
  }
}

/** The mix for `warmUpSeconds`, its figures set aside. */
async function warmUp(url: string, catalogue: Catalogue): Promise<void> {
  if (warmUpSeconds > 0) await run(url, catalogue, { seconds: warmUpSeconds });
}

/** Each kind alone at saturation, against the API and the baseline: the ratio of each. */
async function runEachKind(baselineUrl: string, catalogue: Catalogue): Promise<void> {
  const ratios = {} as Record<Kind, number>;
  await warmUp(baselineUrl, catalogue);
  await warmUp(target, catalogue);
  console.log(`\nEach kind alone, ${connections} connections, ${duration} s`);
  for (const kind of KINDS) {
    const bare = await run(baselineUrl, catalogue, { only: kind });
    const api = await run(target, catalogue, { only: kind });
    ratios[kind] = round(api.requestsPerSecond / bare.requestsPerSecond);
    console.log(
      `  ${kind.padEnd(10)} ratio ${ratios[kind].toFixed(2)}  api ${String(api.requestsPerSecond).padStart(6)} req/s` +
        `  p50 ${api.p50} ms  p99 ${api.p99} ms${api.non2xx ? `  (${api.non2xx} not 2xx)` : ''}` +
        `  |  baseline ${String(bare.requestsPerSecond).padStart(6)} req/s`,
    );
  }
  const when = new Date().toISOString();
  const file = path.join(
    here,
    'results',
    `mix-kinds-${cacheOff ? 'cache-off-' : ''}${when.replace(/[:.]/g, '-')}.json`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify({ when, target, cacheOff, connections, durationSeconds: duration, ratios }, null, 2)}\n`,
  );
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
  for (const kind of ['random', 'cart add'] as const) {
    const verdict = ratios[kind] >= ratios.detail ? 'at or above' : 'below';
    console.log(`${kind}: ${verdict} a detail read (${ratios[kind]} against ${ratios.detail})`);
  }
}

async function main(): Promise<void> {
  console.log(`Reading the catalogue at ${target}...`);
  const catalogue = await discoverCatalogue(target, {
    products: Number(process.env.BENCH_PRODUCTS ?? 2000),
    depth: Number(process.env.BENCH_DEPTH ?? 6),
    // Each buyer stays well under the write limit (300 a minute) at 5 % of 20,000 req/s: 4 adds a second.
    buyers: Number(process.env.BENCH_BUYERS ?? 256),
    buyersFile: path.join(here, 'results', 'mix-buyers.json'),
  });
  console.log(
    `${catalogue.productIds.length} products, ${catalogue.firstPages.length} first pages, ` +
      `${catalogue.deepPages.length} deep pages, ${catalogue.buyers.length} buyers`,
  );
  const baseline = await startBaseline(await sampleBodies(catalogue, 20));
  if (eachKind) {
    try {
      await runEachKind(baseline.url, catalogue);
    } finally {
      baseline.stop();
    }
    return;
  }
  let saturation: { api: PhaseFigures; baseline: PhaseFigures };
  let steady: { rate: number; api: PhaseFigures; baseline: PhaseFigures };
  let quotas: { api: PhaseFigures; baseline: PhaseFigures };
  try {
    await warmUp(baseline.url, catalogue);
    await warmUp(target, catalogue);
    saturation = await saturate(baseline.url, catalogue);
    const rate = Math.max(1, Math.round(saturation.api.requestsPerSecond / 2));
    steady = {
      rate,
      baseline: await runOpenLoop(baseline.url, catalogue, rate),
      api: await runOpenLoop(target, catalogue, rate),
    };
    quotas = {
      baseline: await run(baseline.url, catalogue, { overallRate: rate }),
      api: await run(target, catalogue, { overallRate: rate }),
    };
  } finally {
    baseline.stop();
  }
  const ratio = round(saturation.api.requestsPerSecond / saturation.baseline.requestsPerSecond);
  printPhase(
    `Saturation, ${connections} connections, ${duration} s: ratio ${ratio}`,
    saturation.api,
    saturation.baseline,
  );
  printPhase(
    `Steady rate of ${steady.rate} req/s (half the API's saturated throughput), open loop, Poisson arrivals` +
      ` (the generator sent up to ${steady.api.sendLag} ms late)`,
    steady.api,
    steady.baseline,
  );
  printPhase(
    `The same rate as autocannon's per-second quotas (${connections} connections, each sending its share` +
      ` of a second's requests as fast as answers come; not budgeted)`,
    quotas.api,
    quotas.baseline,
  );

  const report = {
    when: new Date().toISOString(),
    target,
    cacheOff,
    connections,
    durationSeconds: duration,
    weights: WEIGHTS,
    budget,
    ratio,
    saturation,
    steady,
    quotas,
  };
  const dir = path.join(here, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `mix-${cacheOff ? 'cache-off-' : ''}${report.when.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);

  const missed: string[] = [];
  if (ratio < budget.ratio) missed.push(`throughput ratio ${ratio} < ${budget.ratio}`);
  if (steady.api.p99 >= budget.p99)
    missed.push(`p99 at the steady rate ${steady.api.p99} ms >= ${budget.p99} ms`);
  // A server that falls behind the offered rate is sent less than offered, which would hide its latency.
  if (steady.api.requestsPerSecond < KEEP_UP * steady.rate)
    missed.push(
      `served ${steady.api.requestsPerSecond} req/s of the ${steady.rate} offered at the steady rate`,
    );
  for (const phase of [saturation.api, steady.api]) {
    if (phase.errors) missed.push(`${phase.errors} connection errors or timeouts`);
    if (phase.non2xx > phase.tooMany) missed.push(`${phase.non2xx - phase.tooMany} answers other than 2xx`);
    if (phase.tooMany)
      missed.push(`${phase.tooMany} answers 429: the buyers write faster than the write limit allows`);
    if (cacheOff && phase.cacheHits)
      missed.push(`${phase.cacheHits} cache hits with the cache said to be off`);
  }
  if (missed.length > 0) {
    console.log(
      `\nOver budget (${cacheOff ? 'cache off' : 'cache on'}):\n- ${[...new Set(missed)].join('\n- ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`\nWithin budget (${cacheOff ? 'cache off' : 'cache on'}).`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
