import path from 'node:path';
import { backUp, backupSettings, restore } from '../backup/backup';
import { loadConfig, ROOT_DIR } from '../config';
import { createLogger } from '../logger';
import { createStorage } from '../storage';
import { installJobQueue } from '../jobs/jobQueueSchema';
import { createDb, migrateLatest, rollbackLastBatch } from './knex';
import { seedIfEmpty } from './seed';

const USAGE = [
  'Usage, with DATABASE_URL set (in the environment or .env):',
  '  npm run migrate -w backend               apply every pending migration',
  '  npm run migrate -w backend -- rollback   undo the last batch of migrations',
  '  npm run seed -w backend                  seed the demo catalogue into an empty database',
  '  npm run admin -w backend -- grant <email>  make the account an admin (revoke <email> undoes it)',
  '  npm run backup                           dump the database and copy the photos into BACKUP_DIR/<time>',
  '  npm run restore -- <folder>              put the database and the photos back as that backup holds them',
  '(`npm start` with its embedded database: list admins in ADMIN_EMAILS instead.)',
].join('\n');

async function main(
  command: string | undefined,
  argument: string | undefined,
  email: string | undefined,
): Promise<void> {
  try {
    process.loadEnvFile(path.join(ROOT_DIR, '.env'));
  } catch {
    // No .env file: the environment alone configures the command.
  }
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error(`DATABASE_URL is not set.\n${USAGE}`);
  const logger = createLogger(config.logLevel);
  const db = createDb(config.databaseUrl, 2, logger);
  try {
    if (command === 'migrate' && (argument === undefined || argument === 'latest')) {
      const applied = await migrateLatest(db);
      await installJobQueue(config.databaseUrl);
      logger.info({ applied }, applied.length ? 'migrated' : 'already at the latest migration');
    } else if (command === 'migrate' && argument === 'rollback') {
      const undone = await rollbackLastBatch(db);
      logger.info({ undone }, undone.length ? 'rolled back' : 'nothing to roll back');
    } else if (command === 'admin' && (argument === 'grant' || argument === 'revoke') && email) {
      const role = argument === 'grant' ? 'admin' : 'member';
      const changed = await db('users')
        .whereRaw('lower(email) = lower(?)', [email])
        .whereNull('closed_at')
        .update({ role });
      if (changed === 0) {
        throw new Error(`No open account uses ${email}.`);
      }
      logger.info({ email, role }, argument === 'grant' ? 'granted admin' : 'revoked admin');
    } else if (command === 'backup' && argument === undefined) {
      const { root, pgBin } = backupSettings();
      const folder = await backUp(config, root, pgBin);
      logger.info({ folder }, `backed up into ${folder}`);
    } else if (command === 'restore' && argument) {
      // npm runs scripts from the repository's root; the folder is named from where the user stands.
      const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
      const { photos } = await restore(config, folder, backupSettings().pgBin);
      logger.info({ folder, photos }, `restored ${folder}`);
    } else if (command === 'seed' && argument === undefined) {
      await migrateLatest(db);
      const seeded = await seedIfEmpty(db, createStorage(config), logger);
      if (!seeded) logger.info('the database already has users: nothing seeded');
    } else {
      throw new Error(USAGE);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2], process.argv[3], process.argv[4]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
