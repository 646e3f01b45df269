import {
  type CreateLayoutInput,
  LAYOUT_SORT_FIELDS,
  type LayoutDto,
  type ListLayoutsQuery,
  type UpdateLayoutInput,
} from '@tafino/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, LayoutsTable } from '../../db/schema.ts';
import type { Executor } from './scope.ts';

export type LayoutRow = Selectable<LayoutsTable>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS = {
  name: 'name',
  displayName: 'displayName',
  framework: 'framework',
  path: 'path',
  creationTime: 'createdAt',
} as const satisfies Record<(typeof LAYOUT_SORT_FIELDS)[number], keyof LayoutsTable>;

/** The unique index of a framework's layout names (migration 0007). */
const NAME_INDEX = 'layouts_framework_name_unique';

/** True for the unique violation of a framework's layout names (PostgreSQL and PGlite). */
export function isDuplicateLayoutName(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === NAME_INDEX || Boolean(e.message?.includes(NAME_INDEX)));
}

/** SQL of the global layouts (no tenant: the host admin manages them for every tenant). */
export class LayoutsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async page(
    query: ListLayoutsQuery,
    db: Executor = this.db,
  ): Promise<{ totalCount: number; items: LayoutRow[] }> {
    let q = db.selectFrom('layouts');
    if (query.Framework) q = q.where('framework', '=', query.Framework);
    const filter = query.Filter?.trim();
    if (filter) {
      const like = `%${escapeLike(filter.toLowerCase())}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(name)`, 'like', like),
          eb(sql`lower(display_name)`, 'like', like),
          eb(sql`lower(description)`, 'like', like),
          eb(sql`lower(path)`, 'like', like),
        ]),
      );
    }
    const [field, dir] = (query.Sorting ?? 'name').split(/\s+/) as [string, string | undefined];
    const column =
      SORT_COLUMNS[LAYOUT_SORT_FIELDS.find((f) => f.toLowerCase() === field.toLowerCase()) ?? 'name'];
    let descending = dir?.toLowerCase() === 'desc';
    if (query.Reverse) descending = !descending;
    const order = descending ? 'desc' : 'asc';
    const [count, items] = await Promise.all([
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      q
        .selectAll()
        .orderBy(column, order)
        .orderBy('id', order)
        .offset(query.SkipCount)
        .limit(query.MaxResultCount)
        .execute(),
    ]);
    return { totalCount: Number(count.n), items };
  }

  async all(db: Executor = this.db): Promise<LayoutRow[]> {
    return db.selectFrom('layouts').selectAll().orderBy('framework').orderBy('name').execute();
  }

  async find(id: string, db: Executor = this.db): Promise<LayoutRow | undefined> {
    return db.selectFrom('layouts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(input: CreateLayoutInput, db: Executor = this.db): Promise<LayoutRow> {
    return db.insertInto('layouts').values(input).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: string, input: UpdateLayoutInput, db: Executor = this.db): Promise<LayoutRow | undefined> {
    return db
      .updateTable('layouts')
      .set({ ...input, updatedAt: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(id: string, db: Executor = this.db): Promise<boolean> {
    const row = await db.deleteFrom('layouts').where('id', '=', id).returning('id').executeTakeFirst();
    return Boolean(row);
  }
}

export function presentLayout(row: LayoutRow): LayoutDto {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    path: row.path,
    redirect: row.redirect,
    framework: row.framework,
    creationTime: new Date(row.createdAt).toISOString(),
    lastModificationTime: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}
