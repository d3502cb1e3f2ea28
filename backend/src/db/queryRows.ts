import type { Knex } from 'knex';
import type { ClientBase, QueryResultRow } from 'pg';
import type { NativeStatement } from './builtOnce';
import { preparedName } from './preparedStatements';
import { plannedLanesOf, readLanesOf } from './readLanes';

/** The part of knex's client that lends out its pool's connections and tells of each query. */
interface PoolLender {
  acquireConnection(): Promise<ClientBase>;
  releaseConnection(connection: ClientBase): Promise<unknown>;
  emit(event: 'query', query: { sql: string; bindings: readonly unknown[] }): void;
}

/** `query`'s text and values as node-postgres takes them, and whether it is to be planned each run. */
function nativeOf(query: Knex.QueryBuilder | Knex.Raw | NativeStatement) {
  if (!('toSQL' in query)) return { ...query, planEachTime: false };
  const compiled = query.toSQL();
  const options = (compiled as { options?: { planEachTime?: boolean } }).options;
  return { ...compiled.toNative(), planEachTime: options?.planEachTime === true };
}

/**
 * The rows of a statement knex built (or `builtOnce`), run on one of `db`'s read lanes (readLanes.ts) when
 * it has them, else on a connection of knex's own pool, prepared under the same name as when knex runs it.
 * A statement marked `planEachTime` runs on the lanes that plan each run for its values (still prepared), or
 * unprepared on the pool. Knex's query runner costs about 40 µs of CPU a statement on top of building its
 * text (events, its result formats, the connection's checks, promise chains), half of what the driver's own
 * work costs for a product's detail (80 µs): public reads, a statement per request, skip it. What the rows
 * hold is the driver's, as through knex, and knex's `query` event still tells of it.
 */
export async function queryRows<Row extends QueryResultRow>(
  db: Knex,
  query: Knex.QueryBuilder | Knex.Raw | NativeStatement,
): Promise<Row[]> {
  const { sql, bindings, planEachTime } = nativeOf(query);
  const lanes = planEachTime ? plannedLanesOf(db) : readLanesOf(db);
  // On the pool, whose sessions keep PostgreSQL's own choice of plan, one planned each time goes unprepared.
  const name = lanes || !planEachTime ? preparedName(db, sql) : undefined;
  const pool = db.client as PoolLender;
  pool.emit('query', { sql, bindings });
  if (lanes) return lanes.query<Row>({ text: sql, values: bindings as unknown[], name });
  const connection = await pool.acquireConnection();
  try {
    const result = await connection.query<Row>({ text: sql, values: bindings as unknown[], name });
    return result.rows;
  } finally {
    await pool.releaseConnection(connection);
  }
}
