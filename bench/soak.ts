// npm run soak — SOAK_SECONDS (default 600) of mixed reads and writes at 64 connections against the real
// server (started here, or SOAK_URL), then: no 5xx, no connection errors, memory flat after the warm-up,
// and the database still adds up. Exits non-zero on any violation.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { checkConsistency, type ConsistencyReport } from './soakChecks';
import { startSoakServer } from './soakServer';
import { buyerLoop, createSoakData, type StatusCounts } from './soakTraffic';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 64);
const warmUpSeconds = Math.min(60, Math.floor(seconds / 2));
const SAMPLE_EVERY_MS = 5_000;
const MEMORY_GROWTH_LIMIT = 0.1;

interface Sample {
  second: number;
  rssMb: number;
}

/** The mean of the samples in [from, to) seconds: one sample alone is too noisy with a garbage collector. */
function meanRss(samples: Sample[], from: number, to: number): number | undefined {
  const window = samples.filter((sample) => sample.second >= from && sample.second < to);
  if (window.length === 0) return undefined;
  return Math.round((window.reduce((sum, sample) => sum + sample.rssMb, 0) / window.length) * 10) / 10;
}

async function main(): Promise<void> {
  const server = await startSoakServer();
  const violations: string[] = [];
  let report: Record<string, unknown> = {};
  try {
    console.log(`soak: ${server.url}, ${seconds} s at ${connections} connections; creating data...`);
    const data = await createSoakData(server.url, connections);
    const counts: StatusCounts = {};
    const samples: Sample[] = [];
    const started = Date.now();
    const sample = () => {
      const rssMb = server.rssMb();
      if (rssMb !== undefined) samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb });
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    let nextBuyer = 0;
    const errorKinds: Record<string, number> = {};
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.url,
          connections,
          duration: seconds,
          timeout: 30,
          setupClient: (client) => {
            const buyer = data.buyers[nextBuyer++ % data.buyers.length]!;
            client.setRequests(buyerLoop(data, buyer, counts));
          },
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('reqError', (error: Error & { code?: string }) => {
        const kind = error.code ?? error.message;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      });
    });
    clearInterval(sampler);
    // Taken once the load has stopped: reported, but outside the windows compared below.
    const finalRssMb = server.rssMb();

    const byStatus: Record<string, number> = {};
    for (const route of Object.values(counts)) {
      for (const [status, n] of Object.entries(route)) byStatus[status] = (byStatus[status] ?? 0) + n;
    }
    const serverErrors = Object.entries(byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const non2xx = Object.entries(byStatus)
      .filter(([status]) => Number(status) >= 300)
      .reduce((sum, [, n]) => sum + n, 0);
    const connectionErrors = result.errors + result.timeouts;
    const checkouts = counts.checkout?.['200'] ?? 0;
    // The garbage collector swings RSS by tens of MB: windows of a fifth of the measured time are compared.
    const window = Math.max(15, Math.round((seconds - warmUpSeconds) / 5));
    const afterWarmUp = meanRss(samples, warmUpSeconds, warmUpSeconds + window);
    const atEnd = meanRss(samples, seconds - window, seconds);
    const growth =
      afterWarmUp !== undefined && atEnd !== undefined ? (atEnd - afterWarmUp) / afterWarmUp : undefined;

    if (serverErrors > 0) violations.push(`${serverErrors} answers were 5xx`);
    if (connectionErrors > 0) violations.push(`${connectionErrors} connection errors or timeouts`);
    if (growth !== undefined && growth > MEMORY_GROWTH_LIMIT) {
      violations.push(`memory grew ${Math.round(growth * 100)}% after the warm-up`);
    }
    let consistency: ConsistencyReport | undefined;
    if (server.databaseUrl) {
      consistency = await checkConsistency(server.databaseUrl, data.productIds, checkouts, connections);
      violations.push(...consistency.violations);
    } else {
      console.log('soak: no SOAK_DATABASE_URL, database checks skipped');
    }

    report = {
      when: new Date(started).toISOString(),
      url: server.url,
      seconds,
      connections,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
      connectionErrors,
      errorKinds,
      non2xx,
      serverErrors,
      byStatus,
      byRoute: counts,
      checkouts,
      memoryMb: {
        afterWarmUp,
        atEnd,
        windowSeconds: window,
        growthPercent: growth === undefined ? null : Math.round(growth * 1000) / 10,
        finalRssMb,
      },
      memorySamples: samples,
      consistency,
      violations,
    };
    console.log(
      `soak: ${result.requests.total} requests (${Math.round(result.requests.average)}/s), ` +
        `${connectionErrors} errors ${JSON.stringify(errorKinds)}, ${non2xx} non-2xx ${JSON.stringify(byStatus)}, ${serverErrors} 5xx, ` +
        `${checkouts} checkouts; RSS ${afterWarmUp} MB after warm-up, ${atEnd} MB at the end; ` +
        `${consistency ? `${consistency.orders} orders, ${consistency.unitsSold} units sold, ` : ''}` +
        `${violations.length} violations`,
    );
  } finally {
    const code = await server.stop();
    if (code !== null && code !== 0) violations.push(`the server exited with code ${code}`);
  }
  const dir = path.join(here, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `soak-${String(report.when ?? new Date().toISOString()).replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(file, `${JSON.stringify({ ...report, violations }, null, 2)}\n`);
  console.log(`soak: figures written to ${path.relative(process.cwd(), file)}`);
  for (const violation of violations) console.log(`VIOLATION: ${violation}`);
  if (violations.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
