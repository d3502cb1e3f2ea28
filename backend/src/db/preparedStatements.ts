import type { Knex } from 'knex';

/** What knex hands its PostgreSQL driver for one query. */
interface CompiledQuery {
  sql: string;
  bindings?: readonly unknown[];
  options?: { name?: string; planEachTime?: boolean };
}

interface PgDialect {
  _query(connection: unknown, query: CompiledQuery): Promise<unknown>;
}

/** Statements worth keeping prepared: reads and writes in one statement, never schema changes. */
const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * Distinct statement texts a process keeps prepared on each connection. The app's statements are a few
 * hundred shapes (values always travel as bindings); past the limit, new texts run unprepared.
 */
export const MAX_PREPARED_STATEMENTS = 2000;

/** Each pool's names of its prepared statements (see `usePreparedStatements`), by knex client. */
const statementNames = new WeakMap<object, (sql: string) => string | undefined>();

/**
 * Runs every data statement as a named prepared statement: PostgreSQL parses and plans a statement once per
 * connection instead of on every request (planning a product's joins costs several times what executing
 * them does). The name stands for the statement's text, so every query built the same way shares it.
 */
export function usePreparedStatements(db: Knex, limit = MAX_PREPARED_STATEMENTS): void {
  const dialect = db.client as PgDialect;
  const run = dialect._query.bind(dialect);
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    const known = names.get(sql);
    if (known || names.size >= limit || sql.includes(';') || !DATA_STATEMENT.test(sql)) return known;
    const name = `s${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
  statementNames.set(db.client, nameOf);
  dialect._query = (connection, query) => {
    if (query.options?.planEachTime) {
      const { planEachTime: _planEachTime, ...options } = query.options;
      return run(connection, { ...query, options });
    }
    const name = query.options?.name ?? nameOf(query.sql);
    return run(connection, name ? { ...query, options: { ...query.options, name } } : query);
  };
}

/**
 * The name `db` prepares a statement's text (`$1` placeholders) under, shared with the statements knex runs;
 * undefined when it runs unprepared.
 */
export function preparedName(db: Knex, sql: string): string | undefined {
  return statementNames.get(db.client)?.(sql);
}

/**
 * Keeps a statement unprepared, planned afresh for its values each time. For statements whose best plan
 * depends on the values: after five runs PostgreSQL may settle a prepared statement on one generic plan,
 * and for a search that plan walked the newest-first index past every product (50-80 ms instead of 3-10).
 */
export function planEachTime<T extends Knex.QueryBuilder | Knex.Raw>(query: T): T {
  return query.options({ planEachTime: true }) as T;
}

/**
 * Passed to knex's `.limit(n, ...)`: `LIMIT n` is written into the statement's text instead of bound. Bound,
 * the planner prices a plan for any limit as if it returned a tenth of the rows, so a plan prepared once always
 * looked worse than one made for the value, and PostgreSQL planned every run again (each list's page: 0.3-0.5
 * ms of planning every time). A page's length takes a few values (validated integers), so a few texts.
 */
export const LIMIT_IN_TEXT = { skipBinding: true } as const;
