import { type Kysely, sql } from 'kysely';

// The platform data dictionary (spec section 7): a tenant's lists and entries. The shipped lists
// live in code (packages/shared rules/data-dictionary.ts) and are not stored; a tenant's change of
// one is a row here with the shipped list's id (a copy of its name and texts), and its entries are
// read over the shipped ones by name. A shipped entry the tenant took out is kept as `removed`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_dictionaries')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('value_type', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .addPrimaryKeyConstraint('data_dictionaries_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('data_dictionaries_tenant_name_unique', ['tenant_id', 'name'])
    .execute();
  await db.schema
    .createTable('data_dictionary_items')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('data_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('edition', 'text')
    .addColumn('removed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'bigserial', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .addPrimaryKeyConstraint('data_dictionary_items_pkey', ['tenant_id', 'data_id', 'name'])
    .addForeignKeyConstraint(
      'data_dictionary_items_list_fkey',
      ['tenant_id', 'data_id'],
      'data_dictionaries',
      ['tenant_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_dictionary_items').ifExists().execute();
  await db.schema.dropTable('data_dictionaries').ifExists().execute();
}
