import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from './knex';

// One connection, so what it prepared can be read back from the same session.
const db = createDb(inject('databaseUrl'), 1);

afterAll(async () => {
  await db.destroy();
});

const prepared = async (): Promise<string[]> =>
  (await db('pg_prepared_statements').select('statement')).map((row) => row.statement as string);

describe('prepared statements', () => {
  it('prepares a data statement once and runs it again by name', async () => {
    const typesAbove = (oid: number) =>
      db('pg_type').select('oid').where('oid', '>', oid).orderBy('oid').limit(2);
    const first = await typesAbove(0);
    const again = await typesAbove(first[0].oid);
    expect(again[0].oid).toBeGreaterThan(first[0].oid);
    const same = (await prepared()).filter((text) => text.includes('from "pg_type" where "oid" > $1'));
    expect(same).toHaveLength(1);
  });

  it('leaves schema changes and several statements in one text unprepared', async () => {
    await db.raw('CREATE TEMPORARY TABLE prepared_check (id int)');
    await db.raw('INSERT INTO prepared_check VALUES (1); INSERT INTO prepared_check VALUES (2)');
    expect(await db('prepared_check').count({ n: '*' })).toEqual([{ n: 2 }]);
    const texts = await prepared();
    expect(texts.some((text) => /create temporary/i.test(text))).toBe(false);
    expect(texts.some((text) => /VALUES \(1\); INSERT/.test(text))).toBe(false);
  });
});
