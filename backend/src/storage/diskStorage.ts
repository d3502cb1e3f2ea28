import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage';

export const UPLOADS_ROUTE = '/uploads';

/** How often a write starts again when a concurrent removal took its just-made folder away. */
const WRITE_ATTEMPTS = 3;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * Photos as files under `root`, one folder per photo (`products/<id>/<uuid>/<width>.webp`). A folder lives
 * exactly as long as a file in it: a removal, or a write that fails, takes the folders it leaves empty too.
 */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  /** Removes `dir` and its parents up to `root` while they are empty; a folder still in use stays. */
  const pruneEmpty = async (dir: string) => {
    for (let current = dir; current.startsWith(root + path.sep); current = path.dirname(current)) {
      try {
        await fs.rmdir(current);
      } catch {
        return; // not empty (another photo, or a write under way), or already gone
      }
    }
  };

  // Write then rename, so a reader never sees half a file.
  const write = async (file: string, body: Buffer) => {
    const partial = `${file}.${process.pid}.partial`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true }).catch(() => {});
      throw error;
    }
  };

  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await write(file, body);
          return this.publicUrl(key);
        } catch (error) {
          // A removal pruned a shared parent between our mkdir and our write: make it again.
          if (codeOf(error) === 'ENOENT' && attempt < WRITE_ATTEMPTS) continue;
          await pruneEmpty(path.dirname(file));
          throw error;
        }
      }
    },
    async remove(keys) {
      const files = keys.map(fileOf);
      await Promise.all(files.map((file) => fs.rm(file, { force: true })));
      for (const dir of new Set(files.map((file) => path.dirname(file)))) await pruneEmpty(dir);
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${UPLOADS_ROUTE}/${key}`;
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
