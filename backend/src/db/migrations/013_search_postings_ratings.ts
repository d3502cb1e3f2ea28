/**
 * Superseded by 019_postgres_search, which drops what this migration made in a database migrated before it.
 * Kept, empty, so that such a database still finds every migration it ran.
 */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
