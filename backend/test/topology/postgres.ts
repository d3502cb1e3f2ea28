import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, run, startProcess, waitFor, type Started } from './processes';

const POSTGRESQL_ROOT = '/usr/lib/postgresql';

/** Debian's newest PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin), if any is installed. */
export function findPostgresBin(): string | undefined {
  const versions = fs.existsSync(POSTGRESQL_ROOT) ? fs.readdirSync(POSTGRESQL_ROOT) : [];
  return versions
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(POSTGRESQL_ROOT, version, 'bin'))
    .find((bin) => ['initdb', 'postgres'].every((tool) => fs.existsSync(path.join(bin, tool))));
}

/** PostgreSQL refuses to run as root: as root, it runs as Debian's `postgres` system user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('Running as root, and there is no postgres user to run PostgreSQL as.');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export interface PostgresServer {
  /** The application's database, by TCP with a password, as a deployment's DATABASE_URL. */
  url: string;
  start(): Promise<void>;
  /** A fast shutdown (SIGINT, what `pg_ctl stop` sends): sessions are ended, nothing is lost. */
  stop(): Promise<void>;
}

/**
 * A fresh cluster (initdb) in `dir`, started on a free port with its socket in `dir`, and a database. The
 * server runs as `postgres` itself rather than through pg_ctl, which would detach it: a child of this
 * process, it cannot outlive the run.
 */
export async function startPostgres(bin: string, dir: string): Promise<PostgresServer> {
  const as = serverUser();
  const data = path.join(dir, 'data');
  const sockets = path.join(dir, 'run');
  fs.mkdirSync(sockets, { recursive: true });
  const password = randomBytes(12).toString('hex');
  fs.writeFileSync(path.join(dir, 'password'), password);
  if (as) for (const owned of [dir, sockets]) fs.chownSync(owned, as.uid, as.gid);
  await run(
    'initdb',
    path.join(bin, 'initdb'),
    [
      ...['-D', data, '-U', 'handmade', `--pwfile=${path.join(dir, 'password')}`],
      ...['--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    ],
    { as },
  );

  const port = await freePort();
  const url = `postgres://handmade:${password}@127.0.0.1:${port}/handmade`;
  const serverUrl = url.replace(/\/handmade$/, '/postgres');
  const settings = ['listen_addresses=127.0.0.1', 'max_connections=200'].flatMap((line) => ['-c', line]);
  let server: Started | undefined;
  const start = async () => {
    const args = ['-D', data, '-p', String(port), '-k', sockets, ...settings];
    server = startProcess('postgres', path.join(bin, 'postgres'), args, { as });
    await waitFor(`PostgreSQL on port ${port}`, async () => {
      if (!server!.running()) throw new Error(`PostgreSQL exited:\n${server!.output()}`);
      const client = new pg.Client(serverUrl);
      const ready = await client.connect().then(
        () => true,
        () => undefined,
      );
      await client.end().catch(() => {});
      return ready;
    });
  };
  await start();
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query('CREATE DATABASE handmade');
  await admin.end();
  return {
    url,
    start,
    async stop() {
      server?.signal('SIGINT');
      await server?.exited;
    },
  };
}
