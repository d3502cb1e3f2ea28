import type { Knex } from 'knex';

// The vocabulary's update trigger looked for changed words by joining the statement's old and new rows.
// Transition tables carry no statistics, so the planner may run that join as a nested loop: a bulk update of
// 100,000 products (review totals, stock) then compared 10^10 pairs. A set difference hashes each side once.
const CHANGED_WORDS_CHECK = `
    IF NOT EXISTS (SELECT id, title, description FROM new_rows
                   EXCEPT ALL SELECT id, title, description FROM old_rows) THEN
      RETURN NULL;
    END IF;`;

const JOIN_CHECK = `
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                   WHERE (o.title, o.description) IS DISTINCT FROM (n.title, n.description)) THEN
      RETURN NULL;
    END IF;`;

const applyFunction = (updateCheck: string) => `
CREATE OR REPLACE FUNCTION search_words_apply() RETURNS trigger AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS c FROM new_rows n, LATERAL product_words(n.title, n.description) w
          GROUP BY w) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(-c ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS c FROM old_rows o, LATERAL product_words(o.title, o.description) w
          GROUP BY w) x;
  ELSE
    -- Stock and review totals change products far more often than their words do.${updateCheck}
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, deltas
    FROM (SELECT w, sum(d)::integer AS c FROM (
            SELECT w, 1 AS d FROM new_rows n, LATERAL product_words(n.title, n.description) w
            UNION ALL
            SELECT w, -1 FROM old_rows o, LATERAL product_words(o.title, o.description) w) y
          GROUP BY w HAVING sum(d) <> 0) x;
  END IF;
  IF words IS NOT NULL THEN
    PERFORM search_words_change(words, deltas);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(applyFunction(CHANGED_WORDS_CHECK));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(applyFunction(JOIN_CHECK));
}
