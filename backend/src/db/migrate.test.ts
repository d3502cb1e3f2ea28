import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from '../../test/cluster/database';
import { createDb, type Db } from './knex';

let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
let db: Db;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  db = createDb(database.url, 1);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('migrateLatest', () => {
  it('vacuums and analyzes the tables after applying migrations: what they added has statistics, what they rewrote is all-visible', async () => {
    const { rows } = await db.raw<{ rows: { relname: string }[] }>(
      `SELECT relname FROM pg_stat_user_tables
        WHERE relname IN ('products', 'users', 'reviews', 'orders')
          AND (last_analyze IS NULL OR last_vacuum IS NULL)`,
    );
    expect(rows).toEqual([]);
  });
});
