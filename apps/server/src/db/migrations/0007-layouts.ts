import { type Kysely, sql } from 'kysely';

// Layouts (spec section 7): named page layouts of a front-end framework, to which menus belong.
// They are global (the host admin manages them); a framework's layout names are unique. The web
// app's default and neutral layouts are seeded.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('layouts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('framework', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('redirect', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .addUniqueConstraint('layouts_framework_name_unique', ['framework', 'name'])
    .execute();
  await sql`
    insert into layouts (framework, name, display_name, description, path)
    values
      ('tafino-web', 'default', 'Standard', 'Die Seite mit Kopfzeile, Tafel und Widget-Leiste.', 'layouts/default'),
      ('tafino-web', 'neutral', 'Neutral', 'Eine leere Seite ohne Kopfzeile und Leisten.', 'layouts/neutral')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('layouts').ifExists().execute();
}
