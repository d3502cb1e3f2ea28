import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../src/config';
import { startLocalS3, type LocalS3 } from '../../src/storage/s3rver.testing';
import { createMachine, type Machine } from './machine';
import { findNginx, startNginx, type Nginx } from './nginx';
import { findPostgresBin, startPostgres, type PostgresServer } from './postgres';
import { freePort, removedAtExit, run } from './processes';

export const BUCKET = 'handmade-photos';

export interface Topology {
  postgres: PostgresServer;
  /** The PostgreSQL binaries the server runs from, pg_dump and pg_restore beside them. */
  postgresBin: string;
  s3: LocalS3;
  machines: [Machine, Machine];
  nginx: Nginx;
  /** What the one migrate step printed. */
  migrated: string;
  /** The environment both machines share, as compose's `api` service gives its replicas. */
  env: Record<string, string>;
  dir: string;
  close(): Promise<void>;
}

/** What this machine lacks to run the topology (Debian's nginx and PostgreSQL server). */
export function missingBinaries(): string[] {
  return [
    ...(findPostgresBin() ? [] : ['PostgreSQL (apt-get install postgresql)']),
    ...(findNginx() ? [] : ['nginx (apt-get install nginx)']),
  ];
}

/**
 * compose's production shape with Debian's packages instead of containers: PostgreSQL in a fresh cluster,
 * an S3-compatible server with the photo bucket, the schema migrated once by the migrate command, two API
 * machines of two workers each on them, and nginx in front running deploy/nginx.conf.
 */
export async function startTopology(): Promise<Topology> {
  const dir = removedAtExit(fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-topology-')));
  // nginx's workers and PostgreSQL may run as other users than this process (when it is root).
  fs.chmodSync(dir, 0o755);
  const s3 = await startS3In(dir);
  try {
    return await startAround(s3, dir);
  } catch (error) {
    // The processes and the run's folder go with stopEverything(); this server runs in this process.
    await s3.close();
    throw error;
  }
}

/** The S3 server, in this process; its objects in `dir`, as startLocalS3 keeps them in os.tmpdir(). */
async function startS3In(dir: string): Promise<LocalS3> {
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await startLocalS3(BUCKET);
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
}

async function startAround(s3: LocalS3, dir: string): Promise<Topology> {
  const postgresBin = findPostgresBin()!;
  const node = (name: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
    run(name, process.execPath, args, { cwd: ROOT_DIR, env });

  const [postgres] = await Promise.all([
    startPostgres(postgresBin, path.join(dir, 'postgres')),
    node('build', ['scripts/build-api-if-needed.mjs']),
  ]);
  const env = {
    DATABASE_URL: postgres.url,
    DATABASE_POOL_MAX: '5',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED: 'none',
    WEB_CONCURRENCY: '2',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.config.endpoint!,
    S3_REGION: s3.config.region,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    // Every request of the suite comes from one address.
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_WRITE: '100000',
  };
  const migrated = await node('migrate', ['backend/dist/cli.js', 'migrate'], {
    PATH: process.env.PATH,
    LOG_FORMAT: 'json',
    ...env,
  });

  const ports = [await freePort(), await freePort()];
  // The job queue's scheduled work runs on one machine; any process may still queue jobs.
  const machines = [
    createMachine('api-1', ports[0]!, path.join(dir, 'api-1'), { ...env, JOBS: 'on' }),
    createMachine('api-2', ports[1]!, path.join(dir, 'api-2'), { ...env, JOBS: 'off' }),
  ] as [Machine, Machine];
  const nginx = await Promise.all(machines.map((machine) => machine.start())).then(() =>
    startNginx(
      findNginx()!,
      path.join(dir, 'nginx'),
      machines.map((machine) => machine.address),
    ),
  );
  return {
    postgres,
    postgresBin,
    s3,
    machines,
    nginx,
    migrated,
    env,
    dir,
    async close() {
      await nginx.stop();
      await Promise.all(machines.map((machine) => machine.kill()));
      await postgres.stop();
      await s3.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
