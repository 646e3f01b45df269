import { type Kysely, sql } from 'kysely';

// Menus (spec section 7): navigation entries of a framework, a tree (parent), belonging to a layout.
// They are global (the host admin manages them); the shipped entries (admin pages, one per widget
// type) are seeded at start-up from @tafino/shared's DEFAULT_MENU_ENTRIES (plugins/app/menus.ts),
// so a new widget type gets its entry without a migration. `default_roles` are the roles that have
// an entry while a tenant has not set that role's menus.
//
// Grants are per tenant: one row per role ('R') or user ('U') and framework with the granted entry
// ids. A role's row replaces its defaults; a user's row adds to the user's roles. Ids of entries
// deleted later are ignored on read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menus')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('framework', 'text', (c) => c.notNull())
    .addColumn('layout_id', 'uuid', (c) => c.references('layouts.id').onDelete('set null'))
    .addColumn('parent_id', 'uuid', (c) => c.references('menus.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_static', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('default_roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .addUniqueConstraint('menus_framework_name_unique', ['framework', 'name'])
    .execute();
  await db.schema.createIndex('menus_parent_idx').on('menus').column('parent_id').execute();

  await db.schema
    .createTable('menu_grants')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('R', 'U')`))
    .addColumn('provider_key', 'text', (c) => c.notNull())
    .addColumn('framework', 'text', (c) => c.notNull())
    .addColumn('menu_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'::uuid[]`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('menu_grants_pk', ['tenant_id', 'provider', 'provider_key', 'framework'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_grants').ifExists().execute();
  await db.schema.dropTable('menus').ifExists().execute();
}
