// npm run bench:peers: our API against the two peers a team would pick instead, Medusa v2 (store API) and
// Vendure 3 (shop API), installed from npm into folders of their own (bench/peers/medusa, bench/peers/vendure),
// each seeded with the same generated catalogue on its own database of one embedded PostgreSQL server, then
// product list, product detail and search against each, side by side, with autocannon. How and why:
// docs/peers.md. Exits non-zero when ours is not at least 10x the faster peer's throughput on every kind with
// a lower p99 than each peer's.
//
// Environment: PEERS_DATA_DIR (kept between runs: PostgreSQL, seeded data; default $TMPDIR/handmade-peers),
// PEERS_PRODUCTS (10000), BENCH_CONNECTIONS (16), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3).
// `-- --fresh` starts over from an empty data folder; `-- --only=ours,medusa` skips the others (no budget check).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { keepExitCode, startEmbeddedPostgres } from '../../backend/src/db/embedded';
import {
  CATEGORY_NAMES,
  generateCatalogue,
  SEARCH_VOCABULARY,
  SEARCH_WORDS,
  seededRandom,
} from './catalogue';
import { loadOurs, ourFilesDir, startOurs } from './ours';
import { execFileSync } from 'node:child_process';
import {
  answersOk,
  ensureInstalled,
  here,
  readMarker,
  root,
  run,
  seconds,
  ServerProcess,
  writeMarker,
  writeSeedFiles,
} from './systems';
import {
  checkAnswers,
  KINDS,
  medusaSystem,
  ourSystem,
  vendureSystem,
  type Kind,
  type MedusaStore,
  type System,
} from './traffic';

const dataDir = path.resolve(process.env.PEERS_DATA_DIR ?? path.join(os.tmpdir(), 'handmade-peers'));
const PRODUCTS = Number(process.env.PEERS_PRODUCTS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const warmUp = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (system: string) => !only || only.includes(system);
const BUDGET = { ratio: 10 };
const PORTS = { ours: 18_080, medusa: 19_000, vendure: 13_000 };
const medusaDir = path.join(here, 'medusa');
const vendureDir = path.join(here, 'vendure');

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** Warm-up, then `duration` seconds of one kind against one system at `connections` connections. */
async function measure(system: System, kind: Kind, seconds: number, seed: number): Promise<Figures> {
  const random = seededRandom(seed);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: system.url,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            setupRequest: (request) => {
              const index = 1 + Math.floor(random() * PRODUCTS);
              const word = SEARCH_WORDS[Math.floor(random() * SEARCH_WORDS.length)]!;
              const next = system.request(kind, index, word);
              return {
                ...request,
                method: next.method,
                path: next.path,
                headers: next.headers,
                ...(next.body !== undefined && { body: next.body }),
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
  });
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function createDatabases(adminUrl: string, names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const name of names) {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Our API's production build, `npm run build -w backend`, of the last commit (`git archive HEAD`, so that
 * work in progress in the working tree is not measured, nor breaks the build), in the data folder; with
 * `-- --working-tree`, of the working tree as it is. Answers the folder holding backend/dist/server.js.
 */
async function buildOurs(): Promise<string> {
  if (process.argv.includes('--working-tree')) {
    console.log('Building our API from the working tree (npm run build -w backend)...');
    await run('npm', ['run', 'build', '-w', 'backend'], { cwd: root });
    return root;
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  const dir = path.join(dataDir, 'ours-build');
  console.log(`Building our API as of commit ${commit} (git archive HEAD, npm run build -w backend)...`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', 'HEAD', 'package.json', 'backend', 'common'], {
    cwd: root,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  // The installed packages of the working tree (npm workspaces hoist them all to the root).
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  await run('npm', ['run', 'build', '-w', 'backend'], { cwd: dir });
  return dir;
}

async function main() {
  if (process.argv.includes('--fresh')) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  // PostgreSQL runs as the `postgres` user when this runs as root: it must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const timings: Record<string, number | undefined> = {};
  const servers: ServerProcess[] = [];
  keepExitCode();

  if (wanted('medusa')) timings.installMedusa = await ensureInstalled(medusaDir);
  if (wanted('vendure')) timings.installVendure = await ensureInstalled(vendureDir);
  let started = Date.now();
  const oursDir = await buildOurs();
  timings.buildOurs = seconds(started);

  const catalogue = generateCatalogue(PRODUCTS);
  const catalogueFile = writeSeedFiles(
    catalogue,
    CATEGORY_NAMES,
    dataDir,
    path.join(dataDir, 'vendure', 'import-assets'),
  );
  // The peers connect over TCP, with the generated password the embedded cluster keeps in its folder.
  const database = await startEmbeddedPostgres(
    path.join(dataDir, 'postgres'),
    'handmade',
    undefined,
    undefined,
    {
      tcp: true,
    },
  );
  const tcp = database.tcpUrl!;
  await createDatabases(tcp('postgres'), ['medusa', 'vendure']);
  const peerEnv = (name: string, port: number) => ({
    ...process.env,
    PEER_DATABASE_URL: tcp(name),
    PEER_DATA_DIR: path.join(dataDir, name),
    PEER_CATALOGUE: catalogueFile,
    PEER_PORT: String(port),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MEDUSA_DISABLE_TELEMETRY: 'true',
    VENDURE_DISABLE_TELEMETRY: 'true',
  });

  try {
    const systems: System[] = [];
    const seeding: Record<string, number | undefined> = {};

    // Ours: the production build on its own database (TCP like the peers), loaded through its API.
    if (wanted('ours')) {
      const progressFile = path.join(dataDir, 'ours-progress.jsonl');
      const oursOptions = {
        dir: oursDir,
        databaseUrl: tcp('handmade'),
        port: PORTS.ours,
        filesDir: ourFilesDir(dataDir),
      };
      let ours = await startOurs(oursOptions);
      servers.push(ours.server);
      const marker = readMarker(dataDir, 'ours', PRODUCTS);
      started = Date.now();
      const ids = await loadOurs(ours.url, catalogue, progressFile);
      if (!marker)
        writeMarker(dataDir, 'ours', {
          products: PRODUCTS,
          seconds: seconds(started),
          when: new Date().toISOString(),
        });
      seeding.ours = readMarker(dataDir, 'ours', PRODUCTS)?.seconds;
      // A fresh process for the measurements, as after a deployment.
      await ours.server.stop();
      servers.splice(servers.indexOf(ours.server), 1);
      ours = await startOurs(oursOptions);
      servers.push(ours.server);
      systems.push(ourSystem('ours', ours.url, ids));
      const cacheOff = await startOurs({ ...oursOptions, port: PORTS.ours + 1, cacheOff: true });
      servers.push(cacheOff.server);
      systems.push(ourSystem('ours, cache off', cacheOff.url, ids));
    }

    if (wanted('medusa')) {
      const storeFile = path.join(dataDir, 'medusa-store.json');
      const env = { ...peerEnv('medusa', PORTS.medusa), PEER_OUT: storeFile };
      const cli = path.join(medusaDir, 'node_modules/@medusajs/cli/cli.js');
      if (!readMarker(dataDir, 'medusa', PRODUCTS) || !fs.existsSync(storeFile)) {
        started = Date.now();
        await run(process.execPath, [cli, 'db:migrate'], { cwd: medusaDir, env });
        timings.migrateMedusa = seconds(started);
        await run(process.execPath, [cli, 'exec', './seed.js'], { cwd: medusaDir, env });
        writeMarker(dataDir, 'medusa', {
          products: PRODUCTS,
          seconds: seconds(started),
          when: new Date().toISOString(),
        });
      }
      seeding.medusa = readMarker(dataDir, 'medusa', PRODUCTS)?.seconds;
      const store = JSON.parse(fs.readFileSync(storeFile, 'utf8')) as MedusaStore;
      const server = new ServerProcess(
        'Medusa',
        process.execPath,
        [cli, 'start', '-H', '127.0.0.1', '-p', String(PORTS.medusa)],
        { cwd: medusaDir, env },
      );
      servers.push(server);
      const url = `http://127.0.0.1:${PORTS.medusa}`;
      await server.waitUntil(() => answersOk(`${url}/health`));
      systems.push(medusaSystem(url, store));
    }

    if (wanted('vendure')) {
      const env = peerEnv('vendure', PORTS.vendure);
      if (!readMarker(dataDir, 'vendure', PRODUCTS)) {
        started = Date.now();
        await run(process.execPath, ['seed.js'], { cwd: vendureDir, env });
        writeMarker(dataDir, 'vendure', {
          products: PRODUCTS,
          seconds: seconds(started),
          when: new Date().toISOString(),
        });
      }
      seeding.vendure = readMarker(dataDir, 'vendure', PRODUCTS)?.seconds;
      const server = new ServerProcess('Vendure', process.execPath, ['server.js'], { cwd: vendureDir, env });
      servers.push(server);
      const worker = new ServerProcess('Vendure worker', process.execPath, ['worker.js'], {
        cwd: vendureDir,
        env,
      });
      servers.push(worker);
      const url = `http://127.0.0.1:${PORTS.vendure}`;
      await server.waitUntil(() =>
        answersOk(`${url}/shop-api`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ activeChannel { id } }"}',
        }),
      );
      systems.push(vendureSystem(url));
    }

    for (const system of systems) await checkAnswers(system, 1 + Math.floor(PRODUCTS / 2));

    const results: Record<string, Record<Kind, Figures>> = {};
    for (const kind of KINDS) {
      for (const [position, system] of systems.entries()) {
        if (warmUp > 0) await measure(system, kind, warmUp, 1);
        // The answers still owed to the warm-up's closed connections, out of the way of the measurement.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        const figures = await measure(system, kind, duration, 1000 + position);
        (results[system.name] ??= {} as Record<Kind, Figures>)[kind] = figures;
        console.log(
          `${kind.padEnd(6)} ${system.name.padEnd(16)} ${String(figures.requestsPerSecond).padStart(9)} req/s` +
            `  p50 ${figures.p50} ms  p99 ${figures.p99} ms  (${figures.requests} answers, ` +
            `${figures.non2xx} non-2xx, ${figures.errors} errors)`,
        );
      }
    }

    report(systems, results, timings, seeding);
  } finally {
    for (const server of servers.reverse()) await server.stop().catch(() => undefined);
    await database.stop();
  }
}

function report(
  systems: System[],
  results: Record<string, Record<Kind, Figures>>,
  timings: Record<string, number | undefined>,
  seeding: Record<string, number | undefined>,
) {
  const names = systems.map((system) => system.name);
  const peers: string[] = names.filter((name) => name === 'Medusa' || name === 'Vendure');
  console.log(`\n${connections} connections, ${duration} s per kind and system, ${PRODUCTS} products each\n`);
  console.log('| kind | system | req/s | p50 ms | p99 ms | ours ÷ faster peer |');
  console.log('| ---- | ------ | ----: | -----: | -----: | -----------------: |');
  const ratios: Record<string, Partial<Record<Kind, number>>> = {};
  for (const kind of KINDS) {
    const fasterPeer = Math.max(0, ...peers.map((peer) => results[peer]![kind].requestsPerSecond));
    for (const name of names) {
      const figures = results[name]![kind];
      const ratio =
        !peers.includes(name) && fasterPeer > 0 ? figures.requestsPerSecond / fasterPeer : undefined;
      if (ratio !== undefined) (ratios[name] ??= {})[kind] = Math.round(ratio * 10) / 10;
      console.log(
        `| ${kind} | ${name} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p99} | ` +
          `${ratio === undefined ? '' : `${ratio.toFixed(1)}x`} |`,
      );
    }
  }
  console.log(`\nSearch words: ${JSON.stringify(SEARCH_VOCABULARY)}`);

  const missed = (name: string) => {
    const problems: string[] = [];
    for (const kind of KINDS) {
      const mine = results[name]?.[kind];
      if (!mine) continue;
      if (mine.requests === 0) problems.push(`${name} ${kind}: no answer`);
      if (mine.non2xx || mine.errors)
        problems.push(`${name} ${kind}: ${mine.non2xx} non-2xx, ${mine.errors} errors`);
      const ratio = ratios[name]?.[kind];
      if (ratio !== undefined && ratio < BUDGET.ratio)
        problems.push(`${name} ${kind}: ${ratio}x the faster peer's throughput, under ${BUDGET.ratio}x`);
      for (const peer of peers) {
        const theirs = results[peer]![kind];
        if (theirs.requests === 0) problems.push(`${peer} ${kind}: no answer, so nothing to compare`);
        else if (mine.p99 >= theirs.p99)
          problems.push(`${name} ${kind}: p99 ${mine.p99} ms, not under ${peer}'s ${theirs.p99} ms`);
      }
    }
    return problems;
  };
  const problems = missed('ours');
  const cacheOffProblems = missed('ours, cache off');

  const when = new Date().toISOString();
  const file = path.join(root, 'bench', 'results', `peers-${when.replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const asks = Object.fromEntries(systems.map((system) => [system.name, system.asks]));
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        when,
        products: PRODUCTS,
        connections,
        durationSeconds: duration,
        warmUpSeconds: warmUp,
        budget: BUDGET,
        timings,
        seedingSeconds: seeding,
        asks,
        results,
        ratios,
        problems,
        cacheOffProblems,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
  console.log(
    `Installs (s): ${JSON.stringify(timings)}; seeding (s, when first done): ${JSON.stringify(seeding)}`,
  );
  if (cacheOffProblems.length > 0)
    console.log(`\nWith the cache off (for information):\n- ${cacheOffProblems.join('\n- ')}`);
  if (peers.length < 2 || !names.includes('ours')) {
    console.log('\nNot every system ran: no budget check.');
  } else if (problems.length > 0) {
    console.log(`\nOver budget:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nWithin budget: ours at least 10x the faster peer on every kind, with a lower p99.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
