import { type Kysely, sql } from 'kysely';

// Versions (spec section 7): released versions with notes and files per platform, global (the
// host admin publishes them). A file arrives in chunks: each chunk is one stored part at its
// byte offset (version_file_parts), the file row counts the bytes received and is complete once
// they reach its size and the parts' SHA-256 matched.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('platform_type', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    // The version's parts as numbers, for ordering ('1.10.0' after '1.9.0').
    .addColumn('version_key', sql`integer[]`, (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('versions_platform_version_unique', ['platform_type', 'version'])
    .execute();
  await db.schema
    .createIndex('versions_platform_key')
    .on('versions')
    .columns(['platform_type', 'version_key'])
    .execute();
  await db.schema
    .createTable('version_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('version_id', 'uuid', (c) => c.notNull().references('versions.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_version', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('received_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('complete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('version_files_name_unique', ['version_id', 'path', 'name'])
    .execute();
  await db.schema
    .createTable('version_file_parts')
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('version_files.id').onDelete('cascade'))
    .addColumn('start_byte', 'bigint', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('version_file_parts_pk', ['file_id', 'start_byte'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('version_file_parts').ifExists().execute();
  await db.schema.dropTable('version_files').ifExists().execute();
  await db.schema.dropTable('versions').ifExists().execute();
}
