import path from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './diskStorage';
import { createS3Storage } from './s3Storage';
import type { Storage } from './storage';
import { withStorageErrors } from './storageErrors';

export type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  return withStorageErrors(
    config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'uploads')),
  );
}
