import {
  type CreateMenuInput,
  DEFAULT_LAYOUT_FRAMEWORK,
  DEFAULT_MENU_ENTRIES,
  type ListMenusQuery,
  MENU_SORT_FIELDS,
  type MenuDto,
  type MenuUserDto,
  type MenuUsersQuery,
  TEACHER_ROLE,
  type UpdateMenuInput,
} from '@tafino/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, MenusTable } from '../../db/schema.ts';
import { containsFilter, fetchPage, isUniqueViolation, parseSorting } from './paging.ts';
import type { Executor } from './scope.ts';

export type MenuRow = Selectable<MenusTable>;

const SORT_COLUMNS = {
  name: 'name',
  displayName: 'displayName',
  path: 'path',
  order: 'sortOrder',
  creationTime: 'createdAt',
} as const satisfies Record<(typeof MENU_SORT_FIELDS)[number], keyof MenusTable>;

/** The unique index of a framework's menu names (migration 0008). */
const NAME_INDEX = 'menus_framework_name_unique';

/** True for the unique violation of a framework's menu names (PostgreSQL and PGlite). */
export function isDuplicateMenuName(error: unknown): boolean {
  return isUniqueViolation(error, NAME_INDEX);
}

/** The roles a signed-in user's menus are built from: every user is a teacher, plus the token's roles. */
export function menuRolesOf(roles: readonly string[]): string[] {
  return [...new Set([TEACHER_ROLE, ...roles])];
}

/** Entries in tree order: roots first by order, each followed by its children (depth first). */
export function inTreeOrder(rows: readonly MenuRow[]): MenuRow[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: MenuRow[] = [];
  const visit = (parent: string | null) => {
    const list = (children.get(parent) ?? []).sort(
      (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name),
    );
    for (const row of list) {
      out.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return out;
}

/** A granted set with every ancestor of its entries (a granted widget brings its group). */
export function withAncestors(rows: readonly MenuRow[], granted: ReadonlySet<string>): Set<string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Set<string>();
  for (const id of granted) {
    let row = byId.get(id);
    while (row && !out.has(row.id)) {
      out.add(row.id);
      row = row.parentId ? byId.get(row.parentId) : undefined;
    }
  }
  return out;
}

/**
 * SQL of the global menu entries and the tenants' grants. Entries are few (tens per framework),
 * so the effective set of a user is computed from two small reads.
 */
export class MenusRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Inserts the shipped entries that are missing (idempotent; several processes may race). */
  async seedDefaults(db: Executor = this.db): Promise<void> {
    const framework = DEFAULT_LAYOUT_FRAMEWORK;
    const layout = await db
      .selectFrom('layouts')
      .select('id')
      .where('framework', '=', framework)
      .where('name', '=', 'default')
      .executeTakeFirst();
    const values = (parent: boolean) =>
      DEFAULT_MENU_ENTRIES.filter((e) => (e.parent === null) === parent).map((e) => ({
        framework,
        layoutId: layout?.id ?? null,
        name: e.name,
        displayName: e.displayName,
        description: '',
        path: e.path,
        icon: e.icon,
        sortOrder: e.order,
        isStatic: true,
        defaultRoles: [...e.roles],
        parentId: null as string | null,
        parent: e.parent,
      }));
    const existing = new Set(
      (await db.selectFrom('menus').select('name').where('framework', '=', framework).execute()).map(
        (r) => r.name,
      ),
    );
    if (DEFAULT_MENU_ENTRIES.every((e) => existing.has(e.name))) return;
    const roots = values(true).filter((v) => !existing.has(v.name));
    if (roots.length > 0) {
      await db
        .insertInto('menus')
        .values(roots.map(({ parent: _, ...v }) => v))
        .onConflict((oc) => oc.constraint(NAME_INDEX).doNothing())
        .execute();
    }
    const parents = new Map(
      (await db.selectFrom('menus').select(['id', 'name']).where('framework', '=', framework).execute()).map(
        (r) => [r.name, r.id],
      ),
    );
    const children = values(false)
      .filter((v) => !existing.has(v.name))
      .map(({ parent, ...v }) => ({ ...v, parentId: (parent && parents.get(parent)) || null }));
    if (children.length > 0) {
      await db
        .insertInto('menus')
        .values(children)
        .onConflict((oc) => oc.constraint(NAME_INDEX).doNothing())
        .execute();
    }
  }

  async page(
    query: ListMenusQuery,
    db: Executor = this.db,
  ): Promise<{ totalCount: number; items: MenuRow[] }> {
    let q = db.selectFrom('menus');
    if (query.Framework) q = q.where('framework', '=', query.Framework);
    if (query.ParentId) q = q.where('parentId', '=', query.ParentId);
    const filter = containsFilter(query.Filter, ['name', 'display_name', 'description', 'path']);
    if (filter) q = q.where(filter);
    const { field, order } = parseSorting(query.Sorting, MENU_SORT_FIELDS, 'order');
    return fetchPage(
      q,
      (q) => q.selectAll().orderBy(SORT_COLUMNS[field], order).orderBy('name', order).orderBy('id', order),
      query,
    );
  }

  /** Every entry (of a framework), in tree order. */
  async all(framework?: string, db: Executor = this.db): Promise<MenuRow[]> {
    let q = db.selectFrom('menus').selectAll();
    if (framework) q = q.where('framework', '=', framework);
    return inTreeOrder(await q.execute());
  }

  async find(id: string, db: Executor = this.db): Promise<MenuRow | undefined> {
    return db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(input: CreateMenuInput & { framework: string }, db: Executor = this.db): Promise<MenuRow> {
    const { order, ...rest } = input;
    return db
      .insertInto('menus')
      .values({ ...rest, sortOrder: order })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: string, input: UpdateMenuInput, db: Executor = this.db): Promise<MenuRow | undefined> {
    const { order, ...rest } = input;
    return db
      .updateTable('menus')
      .set({ ...rest, sortOrder: order, updatedAt: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(id: string, db: Executor = this.db): Promise<boolean> {
    const row = await db.deleteFrom('menus').where('id', '=', id).returning('id').executeTakeFirst();
    return Boolean(row);
  }

  /** Whether `ancestor` is `id` or one of its ancestors (a parent change must not make a cycle). */
  async isSelfOrDescendant(id: string, candidateParent: string, db: Executor = this.db): Promise<boolean> {
    let current: string | null = candidateParent;
    for (let depth = 0; current && depth < 64; depth++) {
      if (current === id) return true;
      const row: { parentId: string | null } | undefined = await db
        .selectFrom('menus')
        .select('parentId')
        .where('id', '=', current)
        .executeTakeFirst();
      current = row?.parentId ?? null;
    }
    return false;
  }

  /** Ids of `ids` that are no entry of the framework. */
  async unknownIds(framework: string, ids: readonly string[], db: Executor = this.db): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = new Set(
      (
        await db
          .selectFrom('menus')
          .select('id')
          .where('framework', '=', framework)
          .where('id', 'in', [...ids])
          .execute()
      ).map((r) => r.id),
    );
    return ids.filter((id) => !found.has(id));
  }

  /**
   * The entries granted to roles and a user in a tenant: a role with a stored set has exactly that
   * set, a role without one has the entries that name it among their default roles; a user's set
   * adds to it. Direct grants only (no ancestors added), in tree order.
   */
  async granted(
    tenantId: string,
    framework: string,
    who: { roles: readonly string[]; userId?: string },
    db: Executor = this.db,
  ): Promise<{ rows: MenuRow[]; granted: Set<string> }> {
    const [rows, grants] = await Promise.all([
      this.all(framework, db),
      db
        .selectFrom('menuGrants')
        .select(['provider', 'providerKey', 'menuIds'])
        .where('tenantId', '=', tenantId)
        .where('framework', '=', framework)
        .where((eb) => {
          const any = [];
          if (who.roles.length > 0)
            any.push(eb.and([eb('provider', '=', 'R'), eb('providerKey', 'in', [...who.roles])]));
          if (who.userId) any.push(eb.and([eb('provider', '=', 'U'), eb('providerKey', '=', who.userId)]));
          return any.length > 0 ? eb.or(any) : eb.val(false);
        })
        .execute(),
    ]);
    const granted = new Set<string>();
    const customised = new Set(grants.filter((g) => g.provider === 'R').map((g) => g.providerKey));
    for (const grant of grants) for (const id of grant.menuIds) granted.add(id);
    const defaults = who.roles.filter((role) => !customised.has(role));
    for (const row of rows) if (row.defaultRoles.some((r) => defaults.includes(r))) granted.add(row.id);
    const known = new Set(rows.map((r) => r.id));
    for (const id of granted) if (!known.has(id)) granted.delete(id);
    return { rows, granted };
  }

  /** A page of a tenant's accounts (name or e-mail containing Filter), by name. */
  async tenantUsers(
    tenantId: string,
    query: MenuUsersQuery,
    db: Executor = this.db,
  ): Promise<{ totalCount: number; items: MenuUserDto[] }> {
    let q = db.selectFrom('users').where('tenantId', '=', tenantId);
    const filter = containsFilter(query.Filter, ['name', 'email']);
    if (filter) q = q.where(filter);
    return fetchPage(
      q,
      (q) => q.select(['id', 'name', 'email', 'roles']).orderBy('name').orderBy('email'),
      query,
    );
  }

  /** Replaces a role's or a user's entries in a tenant's framework. */
  async setGrants(
    tenantId: string,
    provider: 'R' | 'U',
    providerKey: string,
    framework: string,
    menuIds: readonly string[],
    db: Executor = this.db,
  ): Promise<void> {
    const ids = [...new Set(menuIds)];
    await db
      .insertInto('menuGrants')
      .values({ tenantId, provider, providerKey, framework, menuIds: ids })
      .onConflict((oc) =>
        oc
          .columns(['tenantId', 'provider', 'providerKey', 'framework'])
          .doUpdateSet({ menuIds: ids, updatedAt: sql`now()` }),
      )
      .execute();
  }
}

export function presentMenu(row: MenuRow): MenuDto {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    path: row.path,
    icon: row.icon,
    order: row.sortOrder,
    parentId: row.parentId,
    layoutId: row.layoutId,
    framework: row.framework,
    isStatic: row.isStatic,
    creationTime: new Date(row.createdAt).toISOString(),
    lastModificationTime: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}
