import type { Db } from '../knex';
import type { Logger } from '../../logger';
import type { Storage } from '../../storage';
import { seedDemo } from './seedDemo';

/** Seeds the demo catalogue into an empty database; a database with users is left alone. */
export async function seedIfEmpty(db: Db, storage: Storage, logger: Logger): Promise<boolean> {
  if (await db('users').first('id')) return false;
  const started = Date.now();
  await seedDemo(db, storage);
  logger.info({ ms: Date.now() - started }, 'demo catalogue seeded');
  return true;
}
