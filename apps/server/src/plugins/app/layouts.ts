import {
  type CreateLayoutInput,
  LAYOUT_SORT_FIELDS,
  type LayoutDto,
  type ListLayoutsQuery,
  type UpdateLayoutInput,
} from '@tafino/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, LayoutsTable } from '../../db/schema.ts';
import { containsFilter, fetchPage, isUniqueViolation, parseSorting } from './paging.ts';
import type { Executor } from './scope.ts';

export type LayoutRow = Selectable<LayoutsTable>;

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
  return isUniqueViolation(error, NAME_INDEX);
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
    const filter = containsFilter(query.Filter, ['name', 'display_name', 'description', 'path']);
    if (filter) q = q.where(filter);
    const sort = parseSorting(query.Sorting, LAYOUT_SORT_FIELDS, 'name');
    const order = query.Reverse ? (sort.order === 'desc' ? 'asc' : 'desc') : sort.order;
    return fetchPage(
      q,
      (q) => q.selectAll().orderBy(SORT_COLUMNS[sort.field], order).orderBy('id', order),
      query,
    );
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
