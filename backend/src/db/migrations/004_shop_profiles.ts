import type { Knex } from 'knex';

// What a shop page shows about its seller beyond the name: a short bio and where they make things.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('bio', 500);
    t.string('location', 80);
  });
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_bio_length CHECK (char_length(bio) <= 500)`);
  await knex.raw(
    `ALTER TABLE users ADD CONSTRAINT users_location_length CHECK (char_length(location) <= 80)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('bio');
    t.dropColumn('location');
  });
}
