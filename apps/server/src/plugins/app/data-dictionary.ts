import type { DataValueType, EffectiveEdition, StoredDataItem } from '@tafino/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DataDictionariesTable, DB } from '../../db/schema.ts';
import type { Executor, TenantScope } from './scope.ts';

export type DataListRow = Selectable<DataDictionariesTable>;

/** A tenant's stored list with its stored entries (in their order). */
export interface StoredDataList {
  row: DataListRow;
  items: StoredDataItem[];
}

/** True for the unique violation of a tenant's list names (index of migration 0010). */
export function isDuplicateDataName(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505';
}

const toStored = (row: {
  name: string;
  displayName: string;
  value: string;
  description: string;
  edition: string | null;
  removed: boolean;
}): StoredDataItem => ({
  name: row.name,
  displayName: row.displayName,
  value: row.value,
  description: row.description,
  edition: row.edition as EffectiveEdition | null,
  removed: row.removed,
});

/**
 * SQL of a tenant's data dictionary rows: its own lists and its changes of shipped lists (same id),
 * with their entries. Every query carries the tenant; the shipped lists are not stored.
 */
export class DataDictionaryRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every stored list of the tenant with its entries. */
  async all(scope: TenantScope, db: Executor = this.db): Promise<StoredDataList[]> {
    const [rows, items] = await Promise.all([
      db.selectFrom('dataDictionaries').selectAll().where('tenantId', '=', scope.tenantId).execute(),
      db
        .selectFrom('dataDictionaryItems')
        .selectAll()
        .where('tenantId', '=', scope.tenantId)
        .orderBy('position')
        .execute(),
    ]);
    return rows.map((row) => ({
      row,
      items: items.filter((i) => i.dataId === row.id).map(toStored),
    }));
  }

  /** One stored list of the tenant with its entries, or undefined. */
  async find(scope: TenantScope, id: string, db: Executor = this.db): Promise<StoredDataList | undefined> {
    const row = await db
      .selectFrom('dataDictionaries')
      .selectAll()
      .where('tenantId', '=', scope.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const items = await db
      .selectFrom('dataDictionaryItems')
      .selectAll()
      .where('tenantId', '=', scope.tenantId)
      .where('dataId', '=', id)
      .orderBy('position')
      .execute();
    return { row, items: items.map(toStored) };
  }

  /** Number of the tenant's stored lists. */
  async count(scope: TenantScope, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('dataDictionaries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenantId', '=', scope.tenantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Stores a list (with the given id for the copy of a shipped list); nothing when it is there. */
  async insert(
    scope: TenantScope,
    list: { id?: string; name: string; displayName: string; description: string; valueType: DataValueType },
    db: Executor = this.db,
  ): Promise<DataListRow> {
    return db
      .insertInto('dataDictionaries')
      .values({ tenantId: scope.tenantId, ...list })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Copies a shipped list into the tenant's rows once (concurrent first edits are fine). */
  async ensure(
    scope: TenantScope,
    list: { id: string; name: string; displayName: string; description: string; valueType: DataValueType },
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .insertInto('dataDictionaries')
      .values({ tenantId: scope.tenantId, ...list })
      .onConflict((oc) => oc.columns(['tenantId', 'id']).doNothing())
      .execute();
  }

  async update(
    scope: TenantScope,
    id: string,
    input: { displayName: string; description: string },
    db: Executor = this.db,
  ): Promise<boolean> {
    const row = await db
      .updateTable('dataDictionaries')
      .set({ ...input, updatedAt: sql`now()` })
      .where('tenantId', '=', scope.tenantId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Marks the list changed now (an entry changed). */
  async touch(scope: TenantScope, id: string, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('dataDictionaries')
      .set({ updatedAt: sql`now()` })
      .where('tenantId', '=', scope.tenantId)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes a stored list and its entries (a shipped list is then read as shipped again). */
  async remove(scope: TenantScope, id: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .deleteFrom('dataDictionaries')
      .where('tenantId', '=', scope.tenantId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Writes the tenant's entry of this name (insert or replace; a removed one comes back). */
  async putItem(
    scope: TenantScope,
    dataId: string,
    item: Omit<StoredDataItem, 'removed'> & { removed?: boolean },
    db: Executor = this.db,
  ): Promise<void> {
    const values = {
      displayName: item.displayName,
      value: item.value,
      description: item.description,
      edition: item.edition,
      removed: item.removed ?? false,
    };
    await db
      .insertInto('dataDictionaryItems')
      .values({ tenantId: scope.tenantId, dataId, name: item.name, ...values })
      .onConflict((oc) =>
        oc.columns(['tenantId', 'dataId', 'name']).doUpdateSet({ ...values, updatedAt: sql`now()` }),
      )
      .execute();
  }

  /** Deletes the tenant's entry of this name. */
  async removeItem(
    scope: TenantScope,
    dataId: string,
    name: string,
    db: Executor = this.db,
  ): Promise<boolean> {
    const row = await db
      .deleteFrom('dataDictionaryItems')
      .where('tenantId', '=', scope.tenantId)
      .where('dataId', '=', dataId)
      .where('name', '=', name)
      .returning('name')
      .executeTakeFirst();
    return Boolean(row);
  }
}
