import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where Debian's postgresql-client-<major> packages put each major version's tools. */
const DEBIAN_POSTGRESQL = '/usr/lib/postgresql';

export interface PostgresTools {
  /** The server's major version, which the tools match. */
  major: number;
  pgDump: string;
  pgRestore: string;
}

/** The major version of the server at `databaseUrl` (17 for 17.6). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump and pg_restore of the server's own major version: from `bin` (PG_BIN) when given, else Debian's
 * /usr/lib/postgresql/<major>/bin. Another version is refused: an older pg_dump cannot read a newer server,
 * and an archive is restored by the version that wrote it.
 */
export async function postgresTools(databaseUrl: string, bin?: string): Promise<PostgresTools> {
  const major = await serverMajor(databaseUrl);
  const folder = bin ?? path.join(DEBIAN_POSTGRESQL, String(major), 'bin');
  const tools = { major, pgDump: path.join(folder, 'pg_dump'), pgRestore: path.join(folder, 'pg_restore') };
  for (const tool of [tools.pgDump, tools.pgRestore]) {
    const found = fs.existsSync(tool) ? await versionOf(tool) : undefined;
    if (found !== major) {
      throw new Error(
        `The server runs PostgreSQL ${major}; ${tool} is ${found ? `version ${found}` : 'missing'}. ` +
          `Install postgresql-client-${major} (apt.postgresql.org has every version), or set PG_BIN to ` +
          `the bin folder of PostgreSQL ${major}'s tools.`,
      );
    }
  }
  return tools;
}

async function versionOf(tool: string): Promise<number | undefined> {
  const { stdout } = await run(tool, ['--version']);
  const match = /\s(\d+)(\.\d+)*/.exec(stdout);
  return match ? Number(match[1]) : undefined;
}

/**
 * The URL without its password, which goes in the environment instead (PGPASSWORD): a command line can be
 * read by every user of the machine (ps).
 */
export function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.href, env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

export async function dumpDatabase(tools: PostgresTools, databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(databaseUrl);
  await run(tools.pgDump, ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], { env });
}

/**
 * Replaces what the database holds with the archive, in one transaction: it fails whole or succeeds whole.
 * Objects are owned by the restoring user, whoever owned them where the dump was made.
 */
export async function restoreDatabase(
  tools: PostgresTools,
  databaseUrl: string,
  file: string,
): Promise<void> {
  const { dbname, env } = connectionFor(databaseUrl);
  await run(
    tools.pgRestore,
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    { env },
  );
}
