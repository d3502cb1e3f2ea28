import { afterAll, describe, expect, inject, it } from 'vitest';
import { builtOnce } from './builtOnce';
import { createDb } from './knex';
import { queryRows } from './queryRows';

const db = createDb(inject('databaseUrl'), 1);

afterAll(async () => {
  await db.destroy();
});

describe('builtOnce', () => {
  it('builds the statement once and runs it with each call’s values, its own constants kept', async () => {
    let builds = 0;
    const typesBetween = (low: number, high: number) =>
      db('pg_type')
        .select('oid', db.raw('? AS label', ['fixed']))
        .where('oid', '>', low)
        .where('oid', '<', high)
        .orderBy('oid');
    const statement = builtOnce((low: number, high: number) => {
      builds += 1;
      return typesBetween(low, high);
    });

    for (const [low, high] of [
      [15, 21],
      [20, 26],
    ] as const) {
      const rows = await queryRows<{ oid: number; label: string }>(db, statement(low, high));
      expect(rows).toEqual(await typesBetween(low, high));
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.every((row) => row.label === 'fixed' && row.oid > low && row.oid < high)).toBe(true);
    }
    expect(builds).toBe(1);
    expect(statement(1, 2)).toEqual({
      sql: typesBetween(1, 2).toSQL().toNative().sql,
      bindings: ['fixed', 1, 2],
    });
  });
});
