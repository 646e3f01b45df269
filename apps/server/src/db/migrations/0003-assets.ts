import { type Kysely, sql } from 'kysely';

// User assets: metadata here, bytes in blob storage (storage_key is a version prefix).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('asset_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index assets_owner_slug on assets (tenant_id, owner_id, slug)`.execute(db);
  await db.schema
    .createIndex('assets_owner_created')
    .on('assets')
    .columns(['tenant_id', 'owner_id', 'created_at'])
    .execute();
  await db.schema.createIndex('assets_storage_key').on('assets').column('storage_key').execute();

  // Who may use an asset besides its owner (clones of a shared desktop), tagged with the
  // user's name and the owner's email; 'unassign a user' deletes a row here.
  await db.schema
    .createTable('asset_users')
    .addColumn('asset_id', 'uuid', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('asset_users_pk', ['asset_id', 'user_id'])
    .execute();
  await db.schema.createIndex('asset_users_user').on('asset_users').column('user_id').execute();

  // Storage keys that may hold bytes without a row: an upload in flight ('upload', removed in
  // the transaction that commits the row) or bytes a committed change no longer needs
  // ('garbage'). The sweeper deletes what is left here; see docs/ARCHITECTURE.md, section Assets.
  await db.schema
    .createTable('storage_journal')
    .addColumn('storage_key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['storage_journal', 'asset_users', 'assets']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
