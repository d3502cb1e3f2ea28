import bcrypt from 'bcryptjs';
import { loadConfig, ROOT_DIR } from '../../config';
import { createLogger } from '../../logger';
import { createStorage } from '../../storage';
import { refreshVocabulary } from '../searchVocabulary';
import { openDatabase } from '../database';
import { seedIfEmpty } from '../seed';
import { LARGE_CATALOGUE_SQL } from './largeCatalogue.sql';
import path from 'node:path';

export const LARGE_SIZES = {
  users: 20_000,
  sellers: 5_000,
  products: 100_000,
  reviews: 1_000_000,
  favorites: 200_000,
  cartLines: 50_000,
};

export const BULK_PASSWORD = 'bulk-shopper-password';

/** Several statements cannot share bind parameters, so the values (numbers and one hash) go in as literals. */
function fillIn(sql: string, values: Record<string, number | string>): string {
  return sql.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
    throw new Error(`No value for ${name}`);
  });
}

/** Adds the large catalogue on top of the demo one; refuses to run twice on the same database. */
async function main(): Promise<void> {
  try {
    process.loadEnvFile(path.join(ROOT_DIR, '.env'));
  } catch {
    // No .env file.
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  const { db } = database;
  try {
    await seedIfEmpty(db, createStorage(config), logger);
    if (await db('users').where('email', 'like', '%@bulk.handmade.market').first('id')) {
      logger.info('the large catalogue is already loaded');
      return;
    }
    const started = Date.now();
    const passwordHash = await bcrypt.hash(BULK_PASSWORD, 10);
    await db.transaction(async (trx) => {
      await trx.raw(fillIn(LARGE_CATALOGUE_SQL, { ...LARGE_SIZES, passwordHash }));
    });
    // The bulk updates above (ratings, options, each variant's totals) leave up to eight versions of a
    // product row and two of a seller's, and indexes nearly three times their size: rewrite both tables
    // compactly, then vacuum again for the planner's statistics and the visibility map (the rewrite empties
    // it, and without it the covering indexes cannot answer alone). Then the words for typo fixes.
    await db.raw('VACUUM (FULL) products, users');
    await db.raw('VACUUM (ANALYZE) products, reviews, users');
    await refreshVocabulary(db);
    const counts = await db.raw(`SELECT
      (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM products) AS products,
      (SELECT count(*) FROM reviews) AS reviews, (SELECT count(*) FROM favorites) AS favorites,
      (SELECT count(*) FROM cart_items) AS cart_lines`);
    logger.info({ ms: Date.now() - started, ...counts.rows[0] }, 'large catalogue loaded');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
