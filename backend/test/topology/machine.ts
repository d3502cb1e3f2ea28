import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../src/config';
import { startProcess, waitFor, type Started } from './processes';

const START_DEADLINE_MS = 60_000;
/** What the supervisor logs as each worker takes its share of the port. */
const WORKER_LISTENING = /"msg":"worker listening"/;

/** An API machine: `node backend/dist/server.js` (the supervisor and its workers), as the image runs it. */
export interface Machine {
  name: string;
  /** Its own address, past nginx. */
  url: string;
  /** host:port, as nginx's upstream names it. */
  address: string;
  /**
   * Starts it (again); resolves once every worker listens and /api/health answers 200. A worker still
   * starting is not up: it needs the database to start.
   */
  start(): Promise<void>;
  /** SIGTERM: the supervisor drains its workers, then exits. */
  stop(): Promise<void>;
  /** SIGKILL to every process of the machine at once, as a machine that loses power. */
  kill(): Promise<void>;
  output(): string;
}

/** Answers 200 to /api/health, or undefined. */
export const healthy = (url: string) =>
  fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
    (res) => (res.ok ? true : undefined),
    () => undefined,
  );

export function createMachine(
  name: string,
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Machine {
  const tmp = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const workers = Number(env.WEB_CONCURRENCY ?? 1);
  let current: Started | undefined;
  return {
    name,
    url,
    address: `127.0.0.1:${port}`,
    async start() {
      const started = startProcess(name, process.execPath, ['backend/dist/server.js'], {
        cwd: ROOT_DIR,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          MACHINE_NAME: name,
          DATA_DIR: dataDir,
          // What it leaves behind when killed (the encoder's socket folder) stays in the run's folder.
          TMPDIR: tmp,
          WEB_DIST: path.join(dataDir, 'no-web'),
          LOG_FORMAT: 'json',
          ...env,
        },
        watch: WORKER_LISTENING,
      });
      current = started;
      await waitFor(
        `${name}'s ${workers} workers listening, and healthy`,
        async () => {
          if (!started.running()) throw new Error(`${name} exited:\n${started.output()}`);
          return started.watched() >= workers ? healthy(url) : undefined;
        },
        START_DEADLINE_MS,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; it printed:\n${started.output()}`);
      });
    },
    async stop() {
      current?.signal('SIGTERM');
      await current?.exited;
    },
    async kill() {
      await current?.kill();
    },
    output: () => current?.output() ?? '',
  };
}
