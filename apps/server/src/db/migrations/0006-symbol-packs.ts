import { type Kysely, sql } from 'kysely';

// Licensed symbol packs (catalogue 1.6), per tenant: the manifest as installed (file names
// rewritten to the stored ones), where the files are stored, the secret that signs their
// tenant-only URLs, and which pack is active (at most one per tenant).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('symbol_packs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('pack_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('manifest', 'jsonb', (c) => c.notNull())
    .addColumn('symbol_count', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_secret', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('symbol_packs_tenant_pack_unique', ['tenant_id', 'pack_id'])
    .execute();
  await sql`create unique index symbol_packs_one_active on symbol_packs (tenant_id) where active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('symbol_packs').ifExists().execute();
}
