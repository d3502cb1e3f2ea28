import type { Knex } from 'knex';
import * as initialSchema from './001_initial_schema';
import * as listingSortIndexes from './002_listing_sort_indexes';
import * as search from './003_search';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// Listed explicitly so the same migrations run under tsx, Vitest and a bundler alike.
const migrations: Record<string, Migration> = {
  '001_initial_schema': initialSchema,
  '002_listing_sort_indexes': listingSortIndexes,
  '003_search': search,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
