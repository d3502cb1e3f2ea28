import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR, type Config } from '../config';
import { assertSafeKey } from '../storage/storage';
import { photoStoreOf, type PhotoStore } from './photoStores';
import { dumpDatabase, postgresTools, restoreDatabase } from './postgresTools';

const DUMP = 'database.dump';
const PHOTOS = 'photos';
const MANIFEST = 'manifest.json';

/** What a backup folder holds besides the dump and the photo files: enough to check and restore it. */
interface Manifest {
  created_at: string;
  postgres_major: number;
  photos: { from: PhotoStore['kind']; objects: { key: string; content_type?: string }[] };
}

/** The backup commands' own settings: BACKUP_DIR (default ./backups) and PG_BIN (see postgresTools). */
export function backupSettings(env: NodeJS.ProcessEnv = process.env) {
  return { root: path.resolve(ROOT_DIR, env.BACKUP_DIR || 'backups'), pgBin: env.PG_BIN || undefined };
}

/** `2026-11-29T04-58-02Z`: an ISO 8601 time that sorts by date and is a valid name on every file system. */
export const folderName = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

function databaseUrlOf(config: Config): string {
  if (!config.databaseUrl)
    throw new Error('DATABASE_URL is not set: it names the database to back up or restore.');
  return config.databaseUrl;
}

/**
 * Backs up the database (pg_dump's custom format) and every photo (the bucket, or the uploads folder) into
 * a new folder under `root` named after the time; returns that folder.
 */
export async function backUp(
  config: Config,
  root: string,
  pgBin?: string,
  now = new Date(),
): Promise<string> {
  const databaseUrl = databaseUrlOf(config);
  const tools = await postgresTools(databaseUrl, pgBin);
  const folder = path.join(root, folderName(now));
  await fs.mkdir(path.join(folder, PHOTOS), { recursive: true });
  // The dump first, then the photos: a photo uploaded meanwhile is copied without its row (harmless); only
  // one deleted meanwhile can be missing. The other order would miss every photo uploaded meanwhile.
  await dumpDatabase(tools, databaseUrl, path.join(folder, DUMP));
  const store = photoStoreOf(config);
  try {
    const objects: Manifest['photos']['objects'] = [];
    for (const key of await store.keys()) {
      assertSafeKey(key);
      const photo = await store.read(key);
      const file = path.join(folder, PHOTOS, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, photo.body);
      objects.push({ key, content_type: photo.contentType });
    }
    const manifest: Manifest = {
      created_at: now.toISOString(),
      postgres_major: tools.major,
      photos: { from: store.kind, objects },
    };
    await fs.writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    store.close();
  }
  return folder;
}

/**
 * Puts the database and the photos back as they were in `folder`: pg_restore replaces every table, and the
 * photo store is made to hold exactly the backed-up photos (photos added since are removed). Run it with
 * the API stopped: a running API keeps answers in memory that no longer hold.
 */
export async function restore(config: Config, folder: string, pgBin?: string): Promise<{ photos: number }> {
  const databaseUrl = databaseUrlOf(config);
  const manifest = JSON.parse(await fs.readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  const tools = await postgresTools(databaseUrl, pgBin);
  await restoreDatabase(tools, databaseUrl, path.join(folder, DUMP));
  const store = photoStoreOf(config);
  try {
    const kept = new Set(manifest.photos.objects.map((object) => object.key));
    await store.remove((await store.keys()).filter((key) => !kept.has(key)));
    for (const { key, content_type } of manifest.photos.objects) {
      assertSafeKey(key);
      const body = await fs.readFile(path.join(folder, PHOTOS, key));
      await store.write({ key, body, contentType: content_type });
    }
  } finally {
    store.close();
  }
  return { photos: manifest.photos.objects.length };
}
