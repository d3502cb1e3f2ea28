import type { Db } from '../knex';
import type { Logger } from '../../logger';
import type { Storage } from '../../storage';
import { loggedProgress, type Progress } from './progress';
import { seedDemo } from './seedDemo';

export const PHOTOS_LABEL = 'Drawing the demo photos';

/**
 * Seeds the demo catalogue into an empty database; a database with users is left alone. The first start
 * spends a minute or so drawing photos: `progress` shows how far it got (log lines by default).
 */
export async function seedIfEmpty(
  db: Db,
  storage: Storage,
  logger: Logger,
  progress: Progress = loggedProgress(PHOTOS_LABEL, logger),
): Promise<boolean> {
  if (await db('users').first('id')) return false;
  logger.info('empty database: seeding the demo catalogue (first start only)');
  const started = Date.now();
  await seedDemo(db, storage, progress);
  logger.info({ ms: Date.now() - started }, 'demo catalogue seeded');
  return true;
}
