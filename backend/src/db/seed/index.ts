import type { Db } from '../knex';
import { refreshVocabulary } from '../searchVocabulary';
import type { Logger } from '../../logger';
import type { Storage } from '../../storage';
import { loggedProgress, type Progress } from './progress';

export { barProgress } from './progress';

export const PHOTOS_LABEL = 'Drawing the demo photos';

/**
 * Seeds the demo catalogue into an empty database; a database with users is left alone. The first start
 * spends a minute or so drawing photos: `progress` shows how far it got (log lines by default). The storage
 * may be given as a function, and the code that draws photos is loaded, only when there is something to seed.
 */
export async function seedIfEmpty(
  db: Db,
  storage: Storage | (() => Promise<Storage>),
  logger: Logger,
  progress: Progress = loggedProgress(PHOTOS_LABEL, logger),
): Promise<boolean> {
  if (await db('users').first('id')) return false;
  logger.info('empty database: seeding the demo catalogue (first start only)');
  const started = Date.now();
  const { seedDemo } = await import('./seedDemo');
  await seedDemo(db, typeof storage === 'function' ? await storage() : storage, progress);
  await refreshVocabulary(db);
  logger.info({ ms: Date.now() - started }, 'demo catalogue seeded');
  return true;
}
