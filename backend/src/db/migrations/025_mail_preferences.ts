import type { Knex } from 'knex';

/** Which mails each person gets, by kind (common/src/notifications.ts); all on for a new account. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users
      ADD COLUMN mail_orders boolean NOT NULL DEFAULT true,
      ADD COLUMN mail_messages boolean NOT NULL DEFAULT true,
      ADD COLUMN mail_reviews boolean NOT NULL DEFAULT true,
      ADD COLUMN mail_favorites boolean NOT NULL DEFAULT true`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users
      DROP COLUMN mail_orders, DROP COLUMN mail_messages, DROP COLUMN mail_reviews, DROP COLUMN mail_favorites`);
}
