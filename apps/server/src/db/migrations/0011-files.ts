import { type Kysely, sql } from 'kysely';

// Files (spec section 7): a private share is a capability link to one file of its owner's private
// space until it expires or was opened its maximum number of times (like an asset's capability secret,
// the token is kept so the owner's list can show the link again).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_shares')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('max_access_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('access_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('file_shares_owner')
    .on('file_shares')
    .columns(['tenant_id', 'owner_id', 'path', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_shares').ifExists().execute();
}
