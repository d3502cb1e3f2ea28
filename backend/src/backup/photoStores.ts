import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config';
import { IMMUTABLE_CACHE_CONTROL } from '../storage/storage';

export interface Photo {
  key: string;
  body: Buffer;
  /** As the bucket keeps it; files on disk have none (the server goes by their name). */
  contentType?: string;
}

/** Where the photos are, read and written whole by key: what a backup copies and a restore puts back. */
export interface PhotoStore {
  kind: 'disk' | 's3';
  keys(): Promise<string[]>;
  read(key: string): Promise<Photo>;
  write(photo: Photo): Promise<void>;
  remove(keys: string[]): Promise<void>;
  close(): void;
}

/** The store the server uses: the bucket when S3_BUCKET is set, else the uploads folder under DATA_DIR. */
export function photoStoreOf(config: Config): PhotoStore {
  return config.s3 ? bucketStore(config.s3) : folderStore(path.join(config.dataDir, 'uploads'));
}

export function folderStore(root: string): PhotoStore {
  return {
    kind: 'disk',
    async keys() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return (
        entries
          // A photo still being written is a `.partial` file, renamed once whole.
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
          .map((entry) =>
            path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          )
      );
    },
    async read(key) {
      return { key, body: await fs.readFile(path.join(root, key)) };
    },
    async write({ key, body }) {
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(path.join(root, key), { force: true })));
      // As the disk storage keeps them: a folder lives as long as a file in it.
      for (const key of keys) {
        for (
          let dir = path.dirname(path.join(root, key));
          dir.startsWith(root + path.sep);
          dir = path.dirname(dir)
        ) {
          if (
            !(await fs.rmdir(dir).then(
              () => true,
              () => false,
            ))
          )
            break;
        }
      }
    },
    close() {},
  };
}

export function bucketStore(config: S3Config): PhotoStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async keys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys;
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      const body = Buffer.from(await object.Body!.transformToByteArray());
      return { key, body, contentType: object.ContentType };
    },
    async write({ key, body, contentType }) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async remove(keys) {
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    close: () => client.destroy(),
  };
}
