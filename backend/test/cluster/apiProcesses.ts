import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { TEST_JWT_SECRET, TEST_PUBLIC_URL } from '../testApp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const START_DEADLINE_MS = 60_000;

export interface ApiProcess {
  url: string;
  pid: number;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal (SIGTERM by default) and resolves with the exit code once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server (`src/server.ts`) in a child process on the run's database, as a deployment runs it:
 * no seed, JSON logs; resolves once it listens. `env` adds to or overrides those settings.
 */
export async function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  const ownDataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-api-'));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SEED: 'none',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: inject('databaseUrl'),
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: TEST_PUBLIC_URL,
      RATE_LIMIT_AUTH: '100000',
      RATE_LIMIT_WRITE: '100000',
      // Killed with SIGKILL, a process would keep the jobs it holds locked for hours: on the run's shared
      // database those are other tests' mails. A test of the job queue turns it on, on a database of its own.
      JOBS: 'off',
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in time:\n${output}`)), START_DEADLINE_MS);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`it exited before it listened:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return (await exited).code;
    },
  };
}

/**
 * `count` API processes on one PostgreSQL database (the run's) and one photo folder, as replicas behind a
 * load balancer share them.
 */
export async function startApiProcesses(
  count: number,
  env: Record<string, string> = {},
): Promise<{ processes: ApiProcess[]; databaseUrl: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-cluster-'));
  const shared = { DATA_DIR: dataDir, ...env };
  const started = await Promise.allSettled(Array.from({ length: count }, () => startApiProcess(shared)));
  const processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const close = async () => {
    await Promise.all(processes.map((process) => process.stop('SIGKILL')));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { processes, databaseUrl: inject('databaseUrl'), close };
}
