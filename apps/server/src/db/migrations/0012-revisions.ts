import { type Kysely, sql } from 'kysely';

// Live desktops: every widget and every desktop (its layout and settings) carries a revision that
// each write raises by one in the same conditional statement; a write may name a client operation
// id, recorded here so a replayed write (outbox after a lost answer) is not applied twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('widgets')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('desktops')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('desktop_ops')
    .addColumn('op_id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('desktop_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('desktop_ops_created').on('desktop_ops').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('desktop_ops').ifExists().execute();
  await db.schema.alterTable('desktops').dropColumn('revision').execute();
  await db.schema.alterTable('widgets').dropColumn('revision').execute();
}
