import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { folderName } from './backup';
import { folderStore } from './photoStores';
import { connectionFor, postgresTools, serverMajor } from './postgresTools';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a backup', () => {
  it('is named after its time in ISO 8601, without the colons some file systems refuse', () => {
    expect(folderName(new Date('2026-11-29T04:58:02.123Z'))).toBe('2026-11-29T04-58-02Z');
  });

  it('copies the photo folder by key, leaving out files still being written', async () => {
    const uploads = path.join(dir, 'uploads');
    const store = folderStore(uploads);
    await store.write({ key: 'products/1/a/400.webp', body: Buffer.from('small') });
    await store.write({ key: 'products/2/b/1200.webp', body: Buffer.from('large') });
    fs.writeFileSync(path.join(uploads, 'products/2/b/400.webp.123.partial'), 'half');

    expect((await store.keys()).sort()).toEqual(['products/1/a/400.webp', 'products/2/b/1200.webp']);
    expect((await store.read('products/1/a/400.webp')).body.toString()).toBe('small');
    await store.remove(['products/1/a/400.webp']);
    expect(await store.keys()).toEqual(['products/2/b/1200.webp']);
    expect(fs.existsSync(path.join(uploads, 'products/1'))).toBe(false);
  });

  it('gives pg_dump the password in its environment, not on its command line', () => {
    const { dbname, env } = connectionFor(
      'postgres://shop:s%40cret@db.example.com:5432/handmade?sslmode=require',
    );
    expect(dbname).toBe('postgres://shop@db.example.com:5432/handmade?sslmode=require');
    expect(env.PGPASSWORD).toBe('s@cret');
  });

  it("refuses tools of another major version than the server's, saying what to install", async () => {
    const url = inject('databaseUrl');
    const major = await serverMajor(url);
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    for (const tool of ['pg_dump', 'pg_restore']) {
      fs.writeFileSync(path.join(bin, tool), `#!/bin/sh\necho "${tool} (PostgreSQL) ${major - 1}.4"\n`, {
        mode: 0o755,
      });
    }
    await expect(postgresTools(url, bin)).rejects.toThrow(
      `The server runs PostgreSQL ${major}; ${path.join(bin, 'pg_dump')} is version ${major - 1}. ` +
        `Install postgresql-client-${major}`,
    );
  });
});
