// npm run bench:cpu: the CPU time each kind of the shopper's mix costs, split between the API process and
// PostgreSQL, read from /proc before and after a run of one kind at a time.
//
// Wall-clock figures move with whatever else the machine runs; CPU time per request moves much less, so this
// is the figure to compare before and after a change on a shared machine. It answers "where does the time
// go" for the throughput ratio of bench:mix: at saturation, throughput is about cores / (API + database
// CPU per request). Run it against a server started with RESPONSE_CACHE_TTL_MS=0 to cost the miss path.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverCatalogue, requestOf, WEIGHTS, type Catalogue, type Kind } from './mixTraffic';
import { childrenOf, serverPids } from './serverProcess';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.env.BENCH_URL ?? 'http://localhost:8000';
const perKind = Number(process.env.CPU_REQUESTS ?? 600);
const concurrency = Number(process.env.CPU_CONCURRENCY ?? 4);
/** CPU_KINDS='random,cart add' measures those kinds alone (to profile one), every kind by default. */
const kinds = (process.env.CPU_KINDS?.split(',') ?? Object.keys(WEIGHTS)) as Kind[];
for (const kind of kinds) {
  if (!(kind in WEIGHTS))
    throw new Error(`CPU_KINDS: no kind "${kind}" (${Object.keys(WEIGHTS).join(', ')})`);
}
const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux.

/** utime + stime of a process in clock ticks, or 0 when it has gone. */
function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * The API's processes (SERVER_PIDS, or the one listening on the target's port and the workers it
 * supervises) and the database's: the postmaster of PG_PIDFILE (the embedded server's under DATA_DIR by
 * default) and its children, listed again at each reading since the pool's backends come and go.
 */
function measuredProcesses(): { api: number[]; database: () => number[] } {
  const dataDir = path.resolve(here, '..', process.env.DATA_DIR ?? '.data');
  const pidFile = process.env.PG_PIDFILE ?? path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const api = process.env.SERVER_PIDS
    ? process.env.SERVER_PIDS.split(',').map(Number)
    : serverPids(new URL(target));
  if (!api.length) throw new Error(`Nothing listens at ${target}: start the server or set SERVER_PIDS.`);
  return { api, database: () => [postmaster, ...childrenOf(postmaster)] };
}

function sum(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuTicks(pid)]));
}

function delta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ticks] of after) total += ticks - (before.get(pid) ?? 0);
  return total;
}

/** Runs `perKind` requests of one kind; how many the write limit refused (429). */
async function runKind(catalogue: Catalogue, kind: Kind): Promise<number> {
  let left = perKind;
  let refused = 0;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const request = requestOf(catalogue, kind);
      const res = await fetch(`${target}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      await res.arrayBuffer();
      if (res.status >= 500) throw new Error(`${request.path} answered ${res.status}`);
      if (res.status === 429) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return refused;
}

async function main(): Promise<void> {
  const catalogue = await discoverCatalogue(target, {
    products: 2000,
    depth: 4,
    // As many buyers as bench:mix: with 8, the cart adds passed their write limit and most were refusals.
    buyers: Number(process.env.BENCH_BUYERS ?? 256),
    buyersFile: path.join(here, 'results', 'mix-buyers.json'),
  });
  const { api, database } = measuredProcesses();
  console.log(`API processes ${api.join(', ')}; ${perKind} requests per kind, ${concurrency} at a time`);
  const rows: { kind: Kind; api: number; database: number; total: number; refused: number }[] = [];
  for (const kind of kinds) {
    await runKind(catalogue, kind); // warm-up: the same number of requests, not measured
    const apiBefore = sum(api);
    const databaseBefore = sum(database());
    const refused = await runKind(catalogue, kind);
    const apiMs = delta(apiBefore, sum(api)) / TICKS_PER_MS / perKind;
    const databaseMs = delta(databaseBefore, sum(database())) / TICKS_PER_MS / perKind;
    rows.push({ kind, api: apiMs, database: databaseMs, total: apiMs + databaseMs, refused });
  }
  const mixed = rows.reduce((total, row) => total + (row.total * WEIGHTS[row.kind]) / 100, 0);
  console.table(
    rows.map((row) => ({
      kind: row.kind,
      'API ms/req': row.api.toFixed(2),
      'PostgreSQL ms/req': row.database.toFixed(2),
      'total ms/req': row.total.toFixed(2),
      'refused (429)': row.refused,
    })),
  );
  if (rows.length === Object.keys(WEIGHTS).length) {
    console.log(`The mix, weighted: ${mixed.toFixed(2)} ms of CPU per request`);
  }
}

await main();
