import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from './knex';
import { planEachTime } from './preparedStatements';
import { queryRows } from './queryRows';

// One connection, so what it prepared can be read back from the same session.
const db = createDb(inject('databaseUrl'), 1);

afterAll(async () => {
  await db.destroy();
});

const prepared = async (fragment: string): Promise<string[]> =>
  (await db('pg_prepared_statements').select('name', 'statement'))
    .filter((row) => (row.statement as string).includes(fragment))
    .map((row) => row.name as string);

describe('queryRows', () => {
  it('answers the rows knex would, prepared under the name knex gives the same text', async () => {
    const typesAbove = (oid: number) =>
      db('pg_type').select('oid', 'typname').where('oid', '>', oid).orderBy('oid').limit(3);
    const throughKnex = await typesAbove(20);
    const direct = await queryRows<{ oid: number; typname: string }>(db, typesAbove(20));
    expect(direct).toEqual(throughKnex);
    expect(direct).toHaveLength(3);
    expect(await queryRows(db, db.raw('SELECT ?::int + 1 AS next', [41]))).toEqual([{ next: 42 }]);
    expect(await prepared('from "pg_type" where "oid" > $1')).toHaveLength(1);
  });

  it('plans a statement marked so afresh each time, unprepared', async () => {
    const rows = await queryRows(db, planEachTime(db.raw('SELECT ?::text AS planned_each_time', ['yes'])));
    expect(rows).toEqual([{ planned_each_time: 'yes' }]);
    expect(await prepared('planned_each_time')).toEqual([]);
  });

  it("tells of each statement through knex's query event, and fails as knex does", async () => {
    const seen: string[] = [];
    const listener = ({ sql }: { sql: string }) => seen.push(sql);
    db.on('query', listener);
    try {
      await queryRows(db, db.raw('SELECT 1 AS told'));
      await expect(queryRows(db, db.raw('SELECT 1 / 0'))).rejects.toMatchObject({ code: '22012' });
    } finally {
      db.off('query', listener);
    }
    expect(seen).toEqual(['SELECT 1 AS told', 'SELECT 1 / 0']);
    // The connection went back to the pool after the error: the next statement runs.
    expect(await queryRows(db, db.raw('SELECT 2 AS again'))).toEqual([{ again: 2 }]);
  });
});
