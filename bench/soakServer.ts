// The server under soak: the real `backend/src/server.ts` in a child process, on its own embedded PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../backend/src/db/embedded';
import { readRssMb, spawnApiProcess, type ApiProcess } from './serverProcess';

export interface SoakServer {
  url: string;
  databaseUrl: string | undefined;
  /** Resident memory of the server process in MB, or undefined when it is not ours to read. */
  rssMb(): number | undefined;
  /** Stops the server gracefully and answers its exit code. */
  stop(): Promise<number | null>;
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
  let server: ApiProcess;
  try {
    server = await spawnApiProcess({
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '20',
      LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_AUTH: '100000000',
      RATE_LIMIT_WRITE: '100000000',
    });
  } catch (error) {
    await database.stop();
    throw error;
  }
  const { url, child } = server;
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
