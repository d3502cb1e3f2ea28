import type { Knex } from 'knex';

/*
 * What a listed product is has grown (not archived; then not private; then not hidden): each time, the
 * listing indexes and the search vocabulary are made again with the new predicate.
 */

/** Makes each partial index on `products` whose predicate is `from` again with `to`. */
export async function repredicate(knex: Knex, from: string, to: string): Promise<void> {
  const { rows } = await knex.raw<{ rows: { indexname: string; indexdef: string }[] }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = 'products' AND indexdef LIKE ?`,
    [`%${from}`],
  );
  for (const { indexname, indexdef } of rows) {
    await knex.raw(`DROP INDEX ${knex.client.wrapIdentifier(indexname)}`);
    await knex.raw(indexdef.replace(from, to));
  }
}

/** The search vocabulary (migration 019) over the products `where` keeps. */
export async function searchVocabulary(knex: Knex, where: string): Promise<void> {
  await knex.raw('DROP MATERIALIZED VIEW IF EXISTS search_vocabulary');
  const { rows } = await knex.raw<{ rows: [{ products: string }] }>(
    "SELECT quote_ident(current_schema()) || '.products' AS products",
  );
  const listedWords = `SELECT to_tsvector('simple', title || ' ' || description) FROM ${rows[0].products} ${where}`;
  await knex.raw(
    `CREATE MATERIALIZED VIEW search_vocabulary AS
     SELECT word, ndoc FROM ts_stat('${listedWords.replaceAll("'", "''")}')
     WHERE length(word) BETWEEN 3 AND 30 AND word ~ '^[[:alpha:]]+$'
       AND length(to_tsvector('english', word)) > 0`,
  );
  await knex.raw('CREATE UNIQUE INDEX search_vocabulary_word ON search_vocabulary (word text_pattern_ops)');
  await knex.raw('CREATE INDEX search_vocabulary_trgm ON search_vocabulary USING GIN (word gin_trgm_ops)');
}
