import { type Kysely, sql } from 'kysely';

// Who of a teacher's class was already picked ("Namen ziehen", "Glücksrad"), across widgets and
// desktops until "Neue Runde". Keyed by the teacher (tenant, owner), the edition and the class
// code; names are never stored, only their digests bound to that key (domain/class-picks).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('class_picks')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('class_code', 'text', (c) => c.notNull())
    .addColumn('picked', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_picks_pk', ['tenant_id', 'owner_id', 'edition', 'class_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_picks').ifExists().execute();
}
