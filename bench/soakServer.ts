// The server under soak: the real `backend/src/server.ts` in a child process, on its own embedded PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../backend/src/db/embedded';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface SoakServer {
  url: string;
  databaseUrl: string | undefined;
  /** Resident memory of the server process in MB, or undefined when it is not ours to read. */
  rssMb(): number | undefined;
  /** Stops the server gracefully and answers its exit code. */
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function readRssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 60 s');
}

/** The server at SOAK_URL (SOAK_DATABASE_URL for the checks), or a fresh one started here. */
export async function startSoakServer(): Promise<SoakServer> {
  if (process.env.SOAK_URL) {
    return {
      url: process.env.SOAK_URL.replace(/\/$/, ''),
      databaseUrl: process.env.SOAK_DATABASE_URL,
      rssMb: () => undefined,
      stop: async () => null,
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-soak-'));
  fs.chmodSync(dir, 0o755);
  const database = await startEmbeddedPostgres(path.join(dir, 'postgres'), 'handmade_soak');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '20',
      LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
      SEED: 'none',
      RATE_LIMIT_AUTH: '100000000',
      RATE_LIMIT_WRITE: '100000000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    await database.stop();
    throw error;
  }
  return {
    url,
    databaseUrl: database.url,
    rssMb: () => (child.pid ? readRssMb(child.pid) : undefined),
    async stop() {
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code, signal) => {
          if (signal) console.log(`soak: the server was ended by ${signal}`);
          resolve(signal ? 128 + (os.constants.signals[signal] ?? 0) : code);
        }),
      );
      child.kill('SIGTERM');
      const code = await exited;
      await database.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}
