import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Runs `query` as a named prepared statement (node-postgres' `name`, passed through knex's `options`):
 * PostgreSQL parses and plans its text once per connection instead of on every request, which for a page of
 * products with its joins costs more than running it. The name stands for the text, so every query built the
 * same way shares one statement. Only for statements whose best plan does not depend on their values: after
 * five runs PostgreSQL may keep one generic plan for all values (a search's plan depends on its words, so
 * searches are not prepared).
 */
export function prepared<Query extends Knex.QueryBuilder | Knex.Raw>(query: Query): Query {
  const { sql } = query.toSQL();
  const name = `p${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
  return query.options({ name }) as Query;
}
