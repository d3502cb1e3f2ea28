import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/testApp';
import { createDb } from './knex';
import { prepared } from './prepared';

const test = createTestApp();

describe('prepared', () => {
  it('runs a query as one named statement per connection, the same for every query built alike', async () => {
    const db = createDb(test.config.databaseUrl!, 1);
    try {
      const byId = (id: number) => prepared(db('categories').select('name').where({ id }).first());
      expect(await byId(1)).toEqual({ name: expect.any(String) });
      expect(await byId(2)).toEqual({ name: expect.any(String) });
      const other = await prepared(db('categories').count({ n: '*' }).first());
      expect(other).toEqual({ n: 5 });
      const statements: { name: string; statement: string }[] = await db('pg_prepared_statements').select(
        'name',
        'statement',
      );
      expect(statements).toHaveLength(2);
      expect(statements.map((row) => row.statement).sort()).toEqual(
        [
          byId(1).toSQL().toNative().sql,
          db('categories').count({ n: '*' }).first().toSQL().toNative().sql,
        ].sort(),
      );
    } finally {
      await db.destroy();
    }
  });
});
