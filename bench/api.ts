// npm run bench:api — autocannon against the running API, each endpoint side by side with a bare Express
// baseline serving the same JSON from memory. Start the server first (npm start, ideally after seed:large).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.env.BENCH_URL ?? 'http://localhost:8000';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const deepPages = Number(process.env.BENCH_DEEP_PAGES ?? 200);

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(url: string): Promise<Figures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: Math.round(percentile(latencies, 50) * 100) / 100,
    p95: Math.round(percentile(latencies, 95) * 100) / 100,
    p99: Math.round(percentile(latencies, 99) * 100) / 100,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function nextLink(header: string | null): string | undefined {
  return header?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
}

/** The paths to measure, found on the running catalogue. */
async function chooseEndpoints(): Promise<Record<string, string>> {
  const first = await fetch(`${target}/api/products/`);
  if (!first.ok) throw new Error(`GET /api/products/ answered ${first.status}: is the server running?`);
  const products = (await first.json()) as { id: number; review_count: number }[];
  let deep = nextLink(first.headers.get('link'));
  let deepPath = '/api/products/';
  for (let page = 1; page < deepPages && deep; page += 1) {
    deepPath = deep.replace(/^https?:\/\/[^/]+/, '');
    const res = await fetch(`${target}${deepPath}`);
    await res.arrayBuffer();
    deep = nextLink(res.headers.get('link'));
  }
  const reviewed = products.find((product) => product.review_count > 0) ?? products[0]!;
  return {
    'list, first page': '/api/products/',
    [`list, page ${deepPages}`]: deepPath,
    category: '/api/products/?category=3',
    search: '/api/products/?q=walnut',
    detail: `/api/products/${reviewed.id}`,
    reviews: `/api/products/${reviewed.id}/reviews`,
  };
}

async function startBaseline(bodies: [string, string][]): Promise<{ url: string; stop: () => void }> {
  const file = path.join(os.tmpdir(), `handmade-baseline-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(bodies));
  const child = fork(path.join(here, 'baselineServer.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BASELINE_BODIES_FILE: file },
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m: { port: number }) => resolve(m.port)),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function main(): Promise<void> {
  const endpoints = await chooseEndpoints();
  const bodies: [string, string][] = [];
  for (const route of Object.values(endpoints)) {
    bodies.push([route, await (await fetch(`${target}${route}`)).text()]);
  }
  const baseline = await startBaseline(bodies);
  const rows = [];
  try {
    for (const [name, route] of Object.entries(endpoints)) {
      const api = await measure(`${target}${route}`);
      const bare = await measure(`${baseline.url}${route}`);
      const ratio = Math.round((api.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
      rows.push({ name, route, api, baseline: bare, ratio });
      console.log(
        `${name.padEnd(18)} api ${String(api.requestsPerSecond).padStart(6)} req/s  p50 ${api.p50} ms  p95 ${api.p95} ms  p99 ${api.p99} ms  |  baseline ${bare.requestsPerSecond} req/s  |  ratio ${ratio}`,
      );
    }
  } finally {
    baseline.stop();
  }
  const report = { when: new Date().toISOString(), target, connections, durationSeconds: duration, rows };
  const dir = path.join(here, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${report.when.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
  const failed = rows.filter(
    (row) => row.api.p95 >= 25 || row.ratio < 0.5 || row.api.errors || row.api.non2xx,
  );
  if (failed.length > 0) {
    console.log(
      `Over budget (p95 >= 25 ms, ratio < 0.5 or errors): ${failed.map((row) => row.name).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
