import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from './knex';
import { planEachTime } from './preparedStatements';
import { queryRows } from './queryRows';
import { plannedLanesOf, readLanesOf } from './readLanes';

const url = inject('databaseUrl');
const db = createDb(url, 2, undefined, 2);
const lanes = readLanesOf(db)!;

afterAll(async () => {
  await db.destroy();
});

const pidsOfLanes = async () => {
  const pids = await Promise.all(
    Array.from({ length: 8 }, () =>
      lanes.query<{ pid: number }>({ text: 'SELECT pg_backend_pid() AS pid, pg_sleep(0.01)' }),
    ),
  );
  return [...new Set(pids.map(([row]) => row!.pid))];
};

describe('read lanes', () => {
  it('answers statements sent at once, each with its own rows, over as many connections as lanes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        lanes.query<{ n: number }>({ text: 'SELECT $1::int * 2 AS n', values: [i], name: 'lanes_double' }),
      ),
    );
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
    expect(lanes.inFlight()).toBe(0);
    expect(await pidsOfLanes()).toHaveLength(2);
  });

  it('fails a statement alone: those written behind it on its lane are answered', async () => {
    const sent = Array.from({ length: 9 }, (_, i) =>
      lanes.query<{ n: number }>({ text: i === 4 ? 'SELECT 1 / 0 AS n' : `SELECT ${i} AS n` }),
    );
    const settled = await Promise.allSettled(sent);
    expect(settled[4]).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(
      settled.filter((_, i) => i !== 4).map((s) => (s.status === 'fulfilled' ? s.value[0]!.n : undefined)),
    ).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
  });

  it('opens a lane again once its connection is gone, without a restart', async () => {
    const before = await pidsOfLanes();
    await db.raw('SELECT pg_terminate_backend(pid) FROM unnest(?::int[]) AS pid', [before]);
    // Those in flight when a connection goes fail; the lane is opened again by the next statement.
    let after: number[] = [];
    for (let attempt = 0; attempt < 100 && after.length === 0; attempt += 1) {
      after = await pidsOfLanes().catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return [];
      });
    }
    expect(after.length).toBeGreaterThan(0);
    expect(after.some((pid) => before.includes(pid))).toBe(false);
  });

  it('runs what queryRows sends, which knex’s query event still tells of', async () => {
    // One lane, so what it prepared can be read back from the same session.
    const own = createDb(url, 1, undefined, 1);
    const seen: string[] = [];
    own.on('query', ({ sql }: { sql: string }) => seen.push(sql));
    try {
      const rows = await queryRows<{ told: number; lane: boolean }>(
        own,
        own.raw("SELECT 1 AS told, current_setting('application_name') = 'handmade-market' AS lane"),
      );
      expect(rows).toEqual([{ told: 1, lane: true }]);
      expect(seen).toHaveLength(1);
      const onLane = await readLanesOf(own)!.query<{ statement: string }>({
        text: 'SELECT statement FROM pg_prepared_statements',
      });
      expect(onLane.some((row) => row.statement.includes('AS told'))).toBe(true);
    } finally {
      await own.destroy();
    }
  });

  it('prepares a statement planned for its values once on its own lanes, and plans it on every run', async () => {
    // One lane of each kind, so what each prepared can be read back from its session.
    const own = createDb(url, 1, undefined, 1);
    const plans = async (lanes: ReturnType<typeof readLanesOf>, fragment: string) => {
      const rows = await lanes!.query<{ statement: string; generic: number; custom: number }>({
        text: 'SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements',
      });
      return rows
        .filter((row) => row.statement.includes(fragment))
        .map(({ generic, custom }) => ({ generic, custom }));
    };
    try {
      for (let run = 0; run < 8; run += 1) {
        const each = await queryRows(
          own,
          planEachTime(own.raw('SELECT ?::int + 1 AS planned_each_run', [run])),
        );
        expect(each).toEqual([{ planned_each_run: run + 1 }]);
        await queryRows(own, own.raw('SELECT ?::int + 1 AS kept_plan', [run]));
      }
      expect(await plans(plannedLanesOf(own), 'planned_each_run')).toEqual([{ generic: 0, custom: 8 }]);
      expect(await plans(readLanesOf(own), 'planned_each_run')).toEqual([]);
      // PostgreSQL's own choice on the other lanes: five plans for the values, then the generic one kept.
      expect(await plans(readLanesOf(own), 'kept_plan')).toEqual([{ generic: 3, custom: 5 }]);
    } finally {
      await own.destroy();
    }
  });

  it('ends its connections when the database is destroyed', async () => {
    const own = createDb(url, 1, undefined, 2);
    const [row] = await queryRows<{ pid: number }>(own, own.raw('SELECT pg_backend_pid() AS pid'));
    await own.destroy();
    await expect(readLanesOf(own)!.query({ text: 'SELECT 1' })).rejects.toThrow(/not queryable/);
    // The backend leaves pg_stat_activity once it has exited, a moment after the connection closed.
    const open = async () =>
      Number((await db('pg_stat_activity').where('pid', row!.pid).count({ n: '*' }).first())!.n);
    for (let attempt = 0; attempt < 100 && (await open()) > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await open()).toBe(0);
  });
});
