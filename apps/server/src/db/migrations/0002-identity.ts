import { type Kysely, sql } from 'kysely';

// Failed sign-in counters of the embedded identity provider. They live in the database so
// that every app process sees the same counts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_throttle_window').on('auth_throttle').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_throttle').ifExists().execute();
}
