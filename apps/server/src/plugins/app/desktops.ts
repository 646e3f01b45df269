import { randomInt, randomUUID } from 'node:crypto';
import {
  applyChanges,
  type DesktopDto,
  type DocumentChange,
  freeDesktopName,
  linkedAssetIds,
  MAX_EXTRA_PROPERTIES_BYTES,
  replaceIds,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
  type WidgetDto,
  widgetExtraPropertiesForClone,
} from '@tafino/shared';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { type Executor, inTransaction, type Scope, type TenantScope } from './scope.ts';
import type { WidgetListCache, WidgetListEntry } from './widget-list-cache.ts';

/** A desktop to copy (own, or found by share code), with its owner's email for the shared context. */
export interface CloneSource {
  id: string;
  tenantId: string;
  ownerId: string;
  name: string;
  classCode: string;
  extraProperties: Record<string, unknown>;
  ownerEmail: string;
}

interface DesktopRow {
  id: string;
  name: string;
  classCode: string;
  clonedFromDesktopId: string | null;
  cloneShareActionCode: string | null;
  extraProperties: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  revision?: number;
  sharedContexts: { ownerUserMail: string; sharedWithDesktopId: string }[] | null;
  shareContext: { ownerUserMail: string; sharedWithDesktopId: string } | null;
}

interface WidgetRow {
  id: string;
  desktopId: string;
  componentName: string;
  extraProperties: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  revision?: number;
}

/** A live write of a widget or desktop (see DesktopsRepository.writeWidget). */
export interface LiveWriteInput {
  /** The whole new data, or */
  extraProperties?: Record<string, unknown> | null;
  /** per-key changes merged with the stored data. */
  changes?: DocumentChange[];
  baseRevision?: number;
  opId?: string;
}

/** The outcome of a live write: written, a replay of an applied operation, or a stale whole replacement. */
export type LiveWriteResult<T> =
  | { kind: 'written'; value: T; droppedAssetIds?: string[] }
  | { kind: 'duplicate'; value: T }
  | { kind: 'conflict'; value: T };

/** How often a merge is retried when another write came in between its read and its write. */
const MERGE_ATTEMPTS = 20;

/** The unique index that keeps a user's desktop names unique (migration 0004). */
const NAME_INDEX = 'desktops_owner_name_unique';

/** True for the unique violation of a user's desktop names (PostgreSQL and PGlite). */
export function isNameTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === NAME_INDEX || Boolean(e.message?.includes(NAME_INDEX)));
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** A timestamptz as the same ISO 8601 text that Date.toISOString() produces. */
const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const widgetJsonSql = (w: string) => `json_build_object(
  'id', ${w}.id, 'desktopId', ${w}.desktop_id, 'componentName', ${w}.component_name,
  'extraProperties', ${w}.extra_properties,
  'creationTime', ${isoSql(`${w}.created_at`)}, 'lastModificationTime', ${isoSql(`${w}.updated_at`)},
  'revision', ${w}.revision)`;

// The two hot statements, as fixed SQL text for prepared execution.
const LIST_WIDGETS_JSON = `
  select d.tenant_id as "tenantId", d.owner_id as "ownerId", (select json_build_object('items', coalesce(json_agg(${widgetJsonSql('w')} order by w.created_at, w.id), '[]'::json))::text
          from widgets w where w.desktop_id = d.id) as json
  from desktops d where d.id = $1`;
// The widget comes back as JSON text: the route sends it as it is (no parse, no re-serialization).
// Live writes: the read that a merge starts from, and the compare-and-set write that records the
// client's operation id in the same statement (only when the write happened); both prepared.
const READ_WIDGET = `
  select w.extra_properties as "extraProperties", w.revision, ${widgetJsonSql('w')}::text as json,
    ($5::uuid is not null and exists (select 1 from desktop_ops o where o.op_id = $5::uuid)) as duplicate
  from widgets w join desktops d on d.id = w.desktop_id
  where w.id = $1 and w.desktop_id = $2 and d.tenant_id = $3 and d.owner_id = $4`;
const WRITE_WIDGET = `
  with upd as (
    update widgets w set extra_properties = $1::jsonb, updated_at = now(), revision = w.revision + 1
    where w.id = $2 and w.desktop_id = $3 and w.revision = $4
    returning w.*),
  op as (
    insert into desktop_ops (op_id, tenant_id, desktop_id)
    select $5::uuid, upd.tenant_id, upd.desktop_id from upd where $5::uuid is not null
    on conflict do nothing)
  select ${widgetJsonSql('upd')}::text as json from upd`;
const UPDATE_WIDGET = `
  with old as (
    select w.id, w.extra_properties from widgets w join desktops d on d.id = w.desktop_id
    where w.id = $2 and w.desktop_id = $3 and d.tenant_id = $4 and d.owner_id = $5
    for update of w)
  update widgets w set extra_properties = $1::jsonb, updated_at = now(), revision = w.revision + 1
  from old where w.id = old.id
  returning ${widgetJsonSql('w')}::text as json,
    case when jsonb_path_exists(old.extra_properties, '$.**.assetId') then old.extra_properties end as previous`;
// The same for several widgets at once (see GroupCommit): rows locked in id order, so two
// batches never wait for each other in a circle.
const UPDATE_WIDGETS = `
  with input as (
    select * from unnest($1::text[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[])
      as i(extra, id, desktop_id, tenant_id, owner_id)),
  old as (
    select w.id, w.extra_properties, i.extra from widgets w
    join input i on i.id = w.id and i.desktop_id = w.desktop_id
    join desktops d on d.id = w.desktop_id and d.tenant_id = i.tenant_id and d.owner_id = i.owner_id
    order by w.id
    for update of w)
  update widgets w set extra_properties = old.extra::jsonb, updated_at = now(), revision = w.revision + 1
  from old where w.id = old.id
  returning w.id, ${widgetJsonSql('w')}::text as json,
    case when jsonb_path_exists(old.extra_properties, '$.**.assetId') then old.extra_properties end as previous`;

// Live writes with per-setting changes (`set` and `unset`), for one widget or several at once (see
// GroupCommit): each operation id is recorded first, so a replay (even one arriving at the same time)
// finds its key taken and writes nothing; then every widget whose operation was new (or that names
// none) is locked in id order and gets its changes merged by the database (apply_document_changes,
// migration 0013) and its revision raised. Tenant and owner are checked per row.
const CHANGE_WIDGETS = `
  with input as (
    select * from jsonb_to_recordset($1::jsonb)
      as i(id uuid, desktop_id uuid, tenant_id uuid, owner_id uuid, op_id uuid, changes jsonb)),
  target as (
    select i.id, i.desktop_id, i.tenant_id, i.op_id, i.changes from input i
    join widgets w on w.id = i.id and w.desktop_id = i.desktop_id
    join desktops d on d.id = w.desktop_id and d.tenant_id = i.tenant_id and d.owner_id = i.owner_id),
  op as (
    insert into desktop_ops (op_id, tenant_id, desktop_id)
    select t.op_id, t.tenant_id, t.desktop_id from target t where t.op_id is not null
    on conflict do nothing
    returning op_id),
  old as (
    select w.id, w.extra_properties, t.changes from widgets w join target t on t.id = w.id
    where t.op_id is null or t.op_id in (select op_id from op)
    order by w.id
    for update of w)
  update widgets w set extra_properties = apply_document_changes(old.extra_properties, old.changes, $2::integer),
    updated_at = now(), revision = w.revision + 1
  from old where w.id = old.id
  returning w.id, ${widgetJsonSql('w')}::text as json,
    case when jsonb_path_exists(old.extra_properties, '$.**.assetId') then old.extra_properties end as previous`;

type UpdateRow = { json: string; previous: Record<string, unknown> | null };
/** One whole-data widget update: extraProperties as JSON text, widget id, desktop id, tenant id, owner id. */
type UpdateArgs = [string, string, string, string, string];
/** One per-setting write (a row of CHANGE_WIDGETS' input). */
interface ChangeItem {
  id: string;
  desktop_id: string;
  tenant_id: string;
  owner_id: string;
  op_id: string | null;
  changes: DocumentChange[];
}

/**
 * Group commit for widget writes on PostgreSQL. A write goes to the database at once while fewer
 * than `maxInFlight` statements run; the writes that arrive meanwhile go together in one statement
 * (one round trip, one commit), each still checked for its own tenant and owner and answered with
 * its own row. A widget (and an operation id) is at most once in a statement (a second write of it
 * waits for the next). When a shared statement fails, its writes run one by one, so one bad write
 * never fails the others.
 */
class GroupCommit<I, R> {
  private readonly queue: { item: I; done: (row: Promise<R | undefined>) => void }[] = [];
  private running = 0;

  constructor(
    private readonly statement: {
      /** What a write must not share a statement with (its widget id, its operation id). */
      keys: (item: I) => string[];
      single: (item: I) => Promise<R | undefined>;
      /** The answers of several writes, in their order. */
      many: (items: I[]) => Promise<(R | undefined)[]>;
    },
    private readonly maxInFlight = 2,
    private readonly maxBatch = 100,
  ) {}

  write(item: I): Promise<R | undefined> {
    return new Promise((resolve) => {
      this.queue.push({ item, done: (row) => resolve(row) });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.maxInFlight && this.queue.length > 0) {
      const batch: typeof this.queue = [];
      const taken = new Set<string>();
      for (let i = 0; i < this.queue.length && batch.length < this.maxBatch; ) {
        const entry = this.queue[i]!;
        const keys = this.statement.keys(entry.item);
        if (keys.some((key) => taken.has(key))) i++;
        else {
          for (const key of keys) taken.add(key);
          batch.push(entry);
          this.queue.splice(i, 1);
        }
      }
      this.running++;
      this.run(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async run(batch: typeof this.queue): Promise<void> {
    if (batch.length === 1) {
      const entry = batch[0]!;
      const row = this.statement.single(entry.item);
      entry.done(row);
      await row.catch(() => {});
      return;
    }
    let rows: (R | undefined)[];
    try {
      rows = await this.statement.many(batch.map((entry) => entry.item));
    } catch {
      const singles = batch.map((entry) => {
        const row = this.statement.single(entry.item);
        entry.done(row);
        return row;
      });
      await Promise.allSettled(singles);
      return;
    }
    batch.forEach((entry, i) => {
      entry.done(Promise.resolve(rows[i]));
    });
  }
}

/** Whole-data widget updates in one statement (see GroupCommit). */
function wholeUpdates(database: Database): GroupCommit<UpdateArgs, UpdateRow> {
  return new GroupCommit({
    keys: (args) => [args[1].toLowerCase()],
    single: (args) =>
      database.prepared<UpdateRow>('widget_update', UPDATE_WIDGET, args).then((rows) => rows[0]),
    many: async (batch) => {
      const column = (n: number) => batch.map((args) => args[n]);
      const rows = await database.prepared<UpdateRow & { id: string }>(
        'widget_update_batch',
        UPDATE_WIDGETS,
        [column(0), column(1), column(2), column(3), column(4)],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return batch.map((args) => {
        const row = byId.get(args[1].toLowerCase());
        return row && { json: row.json, previous: row.previous };
      });
    },
  });
}

/** Per-setting widget writes, one or several in one statement (CHANGE_WIDGETS). */
async function changeWidgets(database: Database, items: ChangeItem[]): Promise<(UpdateRow | undefined)[]> {
  const rows = await database.prepared<UpdateRow & { id: string }>('widget_change', CHANGE_WIDGETS, [
    JSON.stringify(items),
    MAX_EXTRA_PROPERTIES_BYTES,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => {
    const row = byId.get(item.id.toLowerCase());
    return row && { json: row.json, previous: row.previous };
  });
}

function changeUpdates(database: Database): GroupCommit<ChangeItem, UpdateRow> {
  return new GroupCommit({
    keys: (item) => [item.id.toLowerCase(), ...(item.op_id ? [`op:${item.op_id.toLowerCase()}`] : [])],
    single: async (item) => (await changeWidgets(database, [item]))[0],
    many: (items) => changeWidgets(database, items),
  });
}

/** Keys applyChanges never follows (see live-merge.ts). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * True when the database can merge these changes itself (CHANGE_WIDGETS): only `set` (with a value)
 * and `unset`, no key that applyChanges refuses, and the changes alone pass the merged document's
 * check. The stored document passed that check when it was written, and setting or removing keys
 * adds nothing to it but the changes, so the merged document passes it too, apart from its size,
 * which the database checks (apply_document_changes).
 */
function mergesInDatabase(
  changes: readonly DocumentChange[],
  check: (merged: Record<string, unknown>) => void,
): boolean {
  for (const change of changes) {
    if (change.op !== 'set' && change.op !== 'unset') return false;
    if (change.op === 'set' && change.value === undefined) return false;
    if (change.path.some((key) => FORBIDDEN_KEYS.has(key))) return false;
  }
  try {
    check(applyChanges({}, changes));
  } catch {
    return false;
  }
  return true;
}

/** Errors after which a per-setting write is merged by the server instead: too large, a deadlock. */
const MERGE_ELSEWHERE = new Set(['54000', '40P01', '40001']);

/** The JSON a desktop leaves the server as. */
export function presentDesktop(row: DesktopRow): DesktopDto {
  return {
    id: row.id,
    name: row.name,
    classCode: row.classCode,
    clonedFromDesktopId: row.clonedFromDesktopId,
    sharedContexts: row.sharedContexts ?? [],
    shareContext: row.shareContext ?? null,
    cloneShareActionCode: row.cloneShareActionCode,
    extraProperties: row.extraProperties ?? {},
    creationTime: iso(row.createdAt),
    lastModificationTime: iso(row.updatedAt),
    ...(row.revision !== undefined ? { revision: Number(row.revision) } : {}),
  };
}

/** The JSON a widget leaves the server as. */
export function presentWidget(row: WidgetRow): WidgetDto {
  return {
    id: row.id,
    desktopId: row.desktopId,
    componentName: row.componentName,
    extraProperties: row.extraProperties ?? {},
    creationTime: iso(row.createdAt),
    lastModificationTime: iso(row.updatedAt),
    ...(row.revision !== undefined ? { revision: Number(row.revision) } : {}),
  };
}

/** The asset ids a widget linked before a write (previous) and no longer links (next). */
function droppedAssets(previous: Record<string, unknown> | null, next: Record<string, unknown>): string[] {
  const before = previous ? linkedAssetIds(previous) : [];
  if (before.length === 0) return [];
  const still = new Set(linkedAssetIds(next));
  return before.filter((id) => !still.has(id));
}

/** Desktops, their widgets and shared contexts, always scoped by tenant and owner. */
export class DesktopsRepository {
  private readonly db: Kysely<DB>;
  /** Widget writes on PostgreSQL go through group commit (PGlite has one connection). */
  private readonly updates: GroupCommit<UpdateArgs, UpdateRow> | undefined;
  private readonly changes: GroupCommit<ChangeItem, UpdateRow> | undefined;
  constructor(
    private readonly database: Database,
    private readonly widgetLists: WidgetListCache,
  ) {
    this.db = database.db;
    this.updates = database.kind === 'postgres' ? wholeUpdates(database) : undefined;
    this.changes = database.kind === 'postgres' ? changeUpdates(database) : undefined;
  }

  /** A hot statement: prepared on the pool, or plain inside a transaction. */
  private async prepared<R>(name: string, text: string, values: unknown[], db: Executor): Promise<R[]> {
    if (db === this.db) return this.database.prepared<R>(name, text, values);
    return (await db.executeQuery<R>(CompiledQuery.raw(text, values))).rows;
  }

  private selectDesktops(db: Executor) {
    return db.selectFrom('desktops as d').select([
      'd.id',
      'd.name',
      'd.classCode',
      'd.clonedFromDesktopId',
      'd.cloneShareActionCode',
      'd.extraProperties',
      'd.createdAt',
      'd.updatedAt',
      'd.revision',
      sql<DesktopRow['sharedContexts']>`(
          select coalesce(json_agg(json_build_object('ownerUserMail', c.owner_user_mail,
            'sharedWithDesktopId', c.shared_with_desktop_id) order by c.created_at), '[]'::json)
          from desktop_shared_contexts c where c.desktop_id = d.id
            and not exists (select 1 from desktops own where own.id = c.shared_with_desktop_id and own.owner_id = d.owner_id))`.as(
        'sharedContexts',
      ),
      sql<DesktopRow['shareContext']>`(
          select json_build_object('ownerUserMail', c.owner_user_mail, 'sharedWithDesktopId', c.shared_with_desktop_id)
          from desktop_shared_contexts c where c.shared_with_desktop_id = d.id
            and not exists (select 1 from desktops own where own.id = c.desktop_id and own.owner_id = d.owner_id)
          limit 1)`.as('shareContext'),
    ]);
  }

  async listByOwner(scope: Scope, db: Executor = this.db): Promise<DesktopDto[]> {
    const rows = await this.selectDesktops(db)
      .where('d.tenantId', '=', scope.tenantId)
      .where('d.ownerId', '=', scope.userId)
      .orderBy('d.createdAt')
      .orderBy('d.id')
      .execute();
    return rows.map((r) => presentDesktop(r as DesktopRow));
  }

  /** Every desktop of the scope's tenant (admins). */
  async listByTenant(scope: Scope, db: Executor = this.db): Promise<DesktopDto[]> {
    const rows = await this.selectDesktops(db)
      .where('d.tenantId', '=', scope.tenantId)
      .orderBy('d.createdAt')
      .execute();
    return rows.map((r) => presentDesktop(r as DesktopRow));
  }

  async get(scope: Scope, id: string, db: Executor = this.db): Promise<DesktopDto | undefined> {
    const row = await this.selectDesktops(db)
      .where('d.id', '=', id)
      .where('d.tenantId', '=', scope.tenantId)
      .where('d.ownerId', '=', scope.userId)
      .executeTakeFirst();
    return row ? presentDesktop(row as DesktopRow) : undefined;
  }

  /** A new desktop; 'name-taken' when the user already has one of that name. */
  async create(
    scope: Scope,
    input: { name: string; classCode: string },
    db: Executor = this.db,
  ): Promise<DesktopDto | 'name-taken'> {
    try {
      const { id } = await db
        .insertInto('desktops')
        .values({
          tenantId: scope.tenantId,
          ownerId: scope.userId,
          name: input.name,
          classCode: input.classCode,
          extraProperties: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await this.get(scope, id, db))!;
    } catch (error) {
      if (isNameTaken(error)) return 'name-taken';
      throw error;
    }
  }

  /** The updated desktop; undefined when it is not the owner's (or does not exist), 'name-taken' for another desktop's name. */
  async update(
    scope: Scope,
    id: string,
    input: { name: string; classCode: string; extraProperties?: Record<string, unknown> | null },
    db: Executor = this.db,
  ): Promise<DesktopDto | 'name-taken' | undefined> {
    const result = await db
      .updateTable('desktops')
      .set({
        name: input.name,
        classCode: input.classCode,
        updatedAt: new Date(),
        revision: sql<number>`revision + 1`,
        ...(input.extraProperties !== undefined
          ? { extraProperties: JSON.stringify(input.extraProperties ?? {}) }
          : {}),
      })
      .where('id', '=', id)
      .where('tenantId', '=', scope.tenantId)
      .where('ownerId', '=', scope.userId)
      .executeTakeFirst()
      .catch((error: unknown) => {
        if (isNameTaken(error)) return 'name-taken' as const;
        throw error;
      });
    if (result === 'name-taken') return result;
    return result.numUpdatedRows > 0n ? this.get(scope, id, db) : undefined;
  }

  /**
   * The first free name of base, 'base (2)', 'base (3)', ... among the user's desktops. Takes a
   * transaction-scoped lock per user first, so copies made at the same moment never pick the same
   * name (a plain create racing it is caught by the unique index; the command retries).
   */
  async freeName(scope: Scope, base: string, trx: Executor): Promise<string> {
    await sql`select pg_advisory_xact_lock(hashtext(${`desktop-names:${scope.tenantId}:${scope.userId}`}))`.execute(
      trx,
    );
    const rows = await trx
      .selectFrom('desktops')
      .select('name')
      .where('tenantId', '=', scope.tenantId)
      .where('ownerId', '=', scope.userId)
      .execute();
    return freeDesktopName(
      base,
      rows.map((r) => r.name),
    );
  }

  /** Deletes an own desktop with its widgets; returns the asset ids they linked, or undefined when not found. */
  async delete(scope: Scope, id: string, db: Executor = this.db): Promise<string[] | undefined> {
    return this.changing(id, () =>
      inTransaction(db, async (trx) => {
        const widgets = await trx
          .selectFrom('widgets')
          .select('extraProperties')
          .where('desktopId', 'in', this.ownsDesktop(scope, id, trx))
          .execute();
        const result = await trx
          .deleteFrom('desktops')
          .where('id', '=', id)
          .where('tenantId', '=', scope.tenantId)
          .where('ownerId', '=', scope.userId)
          .executeTakeFirst();
        if (result.numDeletedRows === 0n) return undefined;
        return [...new Set(widgets.flatMap((w) => linkedAssetIds(w.extraProperties)))];
      }),
    );
  }

  /**
   * Runs a write to a desktop's widgets and then drops its cached list here at once (and
   * tells the other processes), so a read after the answer sees the write.
   */
  private async changing<T>(desktopId: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.widgetLists.changed(desktopId);
    }
  }

  /**
   * The widget list as the JSON text of `{ items: [...] }`, built by the database in the
   * same query that checks ownership: the hot read path skips parsing and re-serializing
   * every widget's jsonb, and runs as a prepared statement; lists are cached per desktop
   * (see WidgetListCache). Undefined when the desktop is not the owner's.
   */
  async listWidgetsJson(
    scope: Scope,
    desktopId: string,
    db: Executor = this.db,
  ): Promise<string | undefined> {
    const load = async () => {
      const rows = await this.prepared<WidgetListEntry>(
        'widgets_list_json',
        LIST_WIDGETS_JSON,
        [desktopId],
        db,
      );
      return rows[0] ?? null;
    };
    // Inside a transaction the list may hold uncommitted rows: read it, never cache it.
    const entry = db === this.db ? await this.widgetLists.get(desktopId, load) : await load();
    if (!entry || entry.tenantId !== scope.tenantId || entry.ownerId !== scope.userId) return undefined;
    return entry.json;
  }

  private ownsDesktop(scope: Scope, desktopId: string, db: Executor) {
    return db
      .selectFrom('desktops')
      .select('id')
      .where('id', '=', desktopId)
      .where('tenantId', '=', scope.tenantId)
      .where('ownerId', '=', scope.userId);
  }

  /** Creates a widget on an own desktop; 'missing' when the desktop is not the owner's, 'exists' for a taken id. */
  async createWidget(
    scope: Scope,
    desktopId: string,
    input: { widgetId: string; componentName: string; extraProperties: Record<string, unknown> },
    db: Executor = this.db,
  ): Promise<WidgetDto | 'missing' | 'exists'> {
    const row = await this.changing(desktopId, () =>
      db
        .insertInto('widgets')
        .columns(['id', 'desktopId', 'tenantId', 'componentName', 'extraProperties'])
        .expression(
          this.ownsDesktop(scope, desktopId, db)
            .clearSelect()
            .select([
              sql<string>`${input.widgetId}::uuid`.as('id'),
              'id as desktopId',
              'tenantId',
              sql<string>`${input.componentName}`.as('componentName'),
              sql<string>`${JSON.stringify(input.extraProperties)}::jsonb`.as('extraProperties'),
            ]),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .returning([
          'id',
          'desktopId',
          'componentName',
          'extraProperties',
          'createdAt',
          'updatedAt',
          'revision',
        ])
        .executeTakeFirst(),
    );
    if (row) return presentWidget(row);
    const desktop = await this.ownsDesktop(scope, desktopId, db).executeTakeFirst();
    return desktop ? 'exists' : 'missing';
  }

  /**
   * Replaces a widget's extraProperties in one prepared statement (ownership checked in the
   * same query, no transaction around it; on PostgreSQL writes arriving together share one
   * statement, see GroupCommit). Returns the widget as JSON text, and the asset ids
   * the widget linked before but no longer links (looked for only when it linked any).
   */
  async updateWidget(
    scope: Scope,
    desktopId: string,
    widgetId: string,
    extraProperties: Record<string, unknown>,
    db: Executor = this.db,
  ): Promise<{ json: string; droppedAssetIds: string[] } | undefined> {
    const args: UpdateArgs = [
      JSON.stringify(extraProperties),
      widgetId,
      desktopId,
      scope.tenantId,
      scope.userId,
    ];
    const row = await this.changing(desktopId, async () =>
      this.updates && db === this.db
        ? this.updates.write(args)
        : (await this.prepared<UpdateRow>('widget_update', UPDATE_WIDGET, args, db))[0],
    );
    if (!row) return undefined;
    return { json: row.json, droppedAssetIds: droppedAssets(row.previous, extraProperties) };
  }

  /** True when the client operation was applied before (a replay). */
  async opApplied(opId: string | undefined, db: Executor = this.db): Promise<boolean> {
    if (!opId) return false;
    const row = await db.selectFrom('desktopOps').select('opId').where('opId', '=', opId).executeTakeFirst();
    return Boolean(row);
  }

  /** Records an applied client operation (create and remove record theirs after the write). */
  async recordOp(
    scope: Scope,
    desktopId: string,
    opId: string | undefined,
    db: Executor = this.db,
  ): Promise<void> {
    if (!opId) return;
    await db
      .insertInto('desktopOps')
      .values({ opId, tenantId: scope.tenantId, desktopId })
      .onConflict((oc) => oc.column('opId').doNothing())
      .execute();
  }

  /** Forgets operation ids older than a week (a replay after that is applied as a new write). */
  async pruneOps(db: Executor = this.db): Promise<void> {
    await db
      .deleteFrom('desktopOps')
      .where('createdAt', '<', new Date(Date.now() - 7 * 86_400_000))
      .execute();
  }

  /** One widget of an own desktop, or undefined. */
  async getWidget(scope: Scope, desktopId: string, widgetId: string, db: Executor = this.db) {
    const row = await db
      .selectFrom('widgets')
      .select(['id', 'desktopId', 'componentName', 'extraProperties', 'createdAt', 'updatedAt', 'revision'])
      .where('id', '=', widgetId)
      .where('desktopId', 'in', this.ownsDesktop(scope, desktopId, db))
      .executeTakeFirst();
    return row ? presentWidget(row) : undefined;
  }

  /** A widget by id for the live channel's fan-out (the subscriber was authorized when it connected). */
  async widgetForFanOut(desktopId: string, widgetId: string, db: Executor = this.db) {
    const row = await db
      .selectFrom('widgets')
      .select(['id', 'desktopId', 'componentName', 'extraProperties', 'createdAt', 'updatedAt', 'revision'])
      .where('id', '=', widgetId)
      .where('desktopId', '=', desktopId)
      .executeTakeFirst();
    return row ? presentWidget(row) : undefined;
  }

  /** A desktop by id for the live channel's fan-out, with its tenant and owner. */
  async desktopForFanOut(desktopId: string, db: Executor = this.db) {
    const row = await this.selectDesktops(db)
      .select(['d.tenantId', 'd.ownerId'])
      .where('d.id', '=', desktopId)
      .executeTakeFirst();
    return row
      ? { desktop: presentDesktop(row as DesktopRow), tenantId: row.tenantId, ownerId: row.ownerId }
      : undefined;
  }

  /**
   * A live write of a widget. Per-setting changes that the database can merge (see
   * mergesInDatabase) are one statement without a read before it (on PostgreSQL sharing it with
   * the writes that arrive together, see GroupCommit). Otherwise the server reads the stored data,
   * merges the changes into it (or takes the whole new data) and writes it back only if nobody
   * wrote in between (revision compare-and-set, retried), recording the operation id in the same
   * statement. A replayed operation id answers the widget as it is; a whole replacement based on
   * an older revision answers 'conflict'. `check` is what the merged data must pass; a check that
   * the stored data and the changes alone pass must pass for their merge, except the size limit
   * (MAX_EXTRA_PROPERTIES_BYTES), which the database checks.
   */
  async writeWidget(
    scope: Scope,
    desktopId: string,
    widgetId: string,
    input: LiveWriteInput,
    check: (merged: Record<string, unknown>) => void = () => {},
  ): Promise<LiveWriteResult<string> | undefined> {
    const { changes } = input;
    if (changes && mergesInDatabase(changes, check)) {
      const merged = await this.changing(desktopId, () =>
        this.mergeWidget(scope, desktopId, widgetId, changes, input.opId),
      );
      if (merged !== 'read') return merged;
    }
    return this.readAndWriteWidget(scope, desktopId, widgetId, input, check);
  }

  /**
   * Per-setting changes merged by the database (CHANGE_WIDGETS); 'read' when the server has to
   * merge them itself (the merged data may be too large, or the statement lost a deadlock).
   */
  private async mergeWidget(
    scope: Scope,
    desktopId: string,
    widgetId: string,
    changes: DocumentChange[],
    opId: string | undefined,
  ): Promise<LiveWriteResult<string> | undefined | 'read'> {
    const item: ChangeItem = {
      id: widgetId,
      desktop_id: desktopId,
      tenant_id: scope.tenantId,
      owner_id: scope.userId,
      op_id: opId ?? null,
      changes,
    };
    let row: UpdateRow | undefined;
    try {
      row = this.changes ? await this.changes.write(item) : (await changeWidgets(this.database, [item]))[0];
    } catch (error) {
      if (MERGE_ELSEWHERE.has((error as { code?: string }).code ?? '')) return 'read';
      throw error;
    }
    if (row) {
      const droppedAssetIds = row.previous
        ? droppedAssets(row.previous, (JSON.parse(row.json) as WidgetDto).extraProperties)
        : [];
      return { kind: 'written', value: row.json, droppedAssetIds };
    }
    // Nothing written: a replayed operation, or no such widget of the user's.
    const [current] = await this.readWidget(scope, desktopId, widgetId, opId);
    if (!current) return undefined;
    if (current.duplicate) return { kind: 'duplicate', value: current.json };
    return 'read';
  }

  private readWidget(scope: Scope, desktopId: string, widgetId: string, opId: string | undefined) {
    return this.database.prepared<{
      extraProperties: Record<string, unknown>;
      revision: number;
      json: string;
      duplicate: boolean;
    }>('widget_live_read', READ_WIDGET, [widgetId, desktopId, scope.tenantId, scope.userId, opId ?? null]);
  }

  /** writeWidget by reading the stored data and writing it back (revision compare-and-set). */
  private async readAndWriteWidget(
    scope: Scope,
    desktopId: string,
    widgetId: string,
    input: LiveWriteInput,
    check: (merged: Record<string, unknown>) => void,
  ): Promise<LiveWriteResult<string> | undefined> {
    return this.changing(desktopId, async () => {
      for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
        const [current] = await this.readWidget(scope, desktopId, widgetId, input.opId);
        if (!current) return undefined;
        if (current.duplicate) return { kind: 'duplicate', value: current.json };
        const revision = Number(current.revision);
        if (!input.changes && input.baseRevision !== undefined && input.baseRevision !== revision)
          return { kind: 'conflict', value: current.json };
        const next = input.changes
          ? applyChanges(current.extraProperties ?? {}, input.changes)
          : (input.extraProperties ?? {});
        check(next);
        const [written] = await this.database.prepared<{ json: string }>('widget_live_write', WRITE_WIDGET, [
          JSON.stringify(next),
          widgetId,
          desktopId,
          revision,
          input.opId ?? null,
        ]);
        if (written)
          return {
            kind: 'written',
            value: written.json,
            droppedAssetIds: droppedAssets(current.extraProperties, next),
          };
      }
      throw new Error('widget write kept colliding');
    });
  }

  /**
   * A live write of a desktop's name, class code and extraProperties (layout, background): like
   * writeWidget, with per-key changes of extraProperties merged into the stored ones.
   */
  async writeDesktop(
    scope: Scope,
    id: string,
    input: LiveWriteInput & { name: string; classCode: string },
    check: (merged: Record<string, unknown>) => void = () => {},
  ): Promise<LiveWriteResult<DesktopDto> | 'name-taken' | undefined> {
    for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
      const current = await this.db
        .selectFrom('desktops')
        .select(['extraProperties', 'revision'])
        .where('id', '=', id)
        .where('tenantId', '=', scope.tenantId)
        .where('ownerId', '=', scope.userId)
        .executeTakeFirst();
      if (!current) return undefined;
      if (await this.opApplied(input.opId)) return { kind: 'duplicate', value: (await this.get(scope, id))! };
      const revision = Number(current.revision);
      const stored = (current.extraProperties ?? {}) as Record<string, unknown>;
      if (!input.changes && input.baseRevision !== undefined && input.baseRevision !== revision)
        return { kind: 'conflict', value: (await this.get(scope, id))! };
      const next = input.changes
        ? applyChanges(stored, input.changes)
        : input.extraProperties === undefined
          ? stored
          : (input.extraProperties ?? {});
      check(next);
      const written = await inTransaction(this.db, async (trx) => {
        const result = await trx
          .updateTable('desktops')
          .set({
            name: input.name,
            classCode: input.classCode,
            extraProperties: JSON.stringify(next),
            updatedAt: new Date(),
            revision: sql<number>`revision + 1`,
          })
          .where('id', '=', id)
          .where('revision', '=', revision)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await this.recordOp(scope, id, input.opId, trx);
        return true;
      }).catch((error: unknown) => {
        if (isNameTaken(error)) return 'name-taken' as const;
        throw error;
      });
      if (written === 'name-taken') return written;
      if (written) return { kind: 'written', value: (await this.get(scope, id))! };
    }
    throw new Error('desktop write kept colliding');
  }

  /** Removes a widget of an own desktop; returns the asset ids it linked, or undefined when not found. */
  async removeWidget(
    scope: Scope,
    desktopId: string,
    widgetId: string,
    db: Executor = this.db,
  ): Promise<string[] | undefined> {
    const row = await this.changing(desktopId, () =>
      db
        .deleteFrom('widgets')
        .where('id', '=', widgetId)
        .where('desktopId', 'in', this.ownsDesktop(scope, desktopId, db))
        .returning('extraProperties')
        .executeTakeFirst(),
    );
    return row ? linkedAssetIds(row.extraProperties) : undefined;
  }

  /** Every widget on the user's desktops with its desktop and the asset ids it links ("Meine Dateien"). */
  async widgetLinks(
    scope: Scope,
    db: Executor = this.db,
  ): Promise<
    { widgetId: string; componentName: string; desktopId: string; desktopName: string; assetIds: string[] }[]
  > {
    const rows = await db
      .selectFrom('widgets as w')
      .innerJoin('desktops as d', 'd.id', 'w.desktopId')
      .select([
        'w.id as widgetId',
        'w.componentName',
        'd.id as desktopId',
        'd.name as desktopName',
        'w.extraProperties',
      ])
      .where('d.tenantId', '=', scope.tenantId)
      .where('d.ownerId', '=', scope.userId)
      .orderBy('d.name')
      .orderBy('w.createdAt')
      .execute();
    return rows.map(({ extraProperties, ...row }) => ({ ...row, assetIds: linkedAssetIds(extraProperties) }));
  }

  /** True when a widget on one of the user's desktops still links the asset. */
  async linksAsset(scope: Scope, assetId: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('widgets as w')
      .innerJoin('desktops as d', 'd.id', 'w.desktopId')
      .select('w.id')
      .where('d.tenantId', '=', scope.tenantId)
      .where('d.ownerId', '=', scope.userId)
      .where(
        sql<boolean>`jsonb_path_exists(w.extra_properties, '$.** ? (@ == $id)', jsonb_build_object('id', ${assetId}::text))`,
      )
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Sets a new random share code (or removes it); the desktop, or undefined when it is not the owner's. */
  async setShareCode(
    scope: Scope,
    id: string,
    revoke: boolean,
    db: Executor = this.db,
  ): Promise<DesktopDto | undefined> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await db
          .updateTable('desktops')
          .set({ cloneShareActionCode: revoke ? null : newShareCode(), updatedAt: new Date() })
          .where('id', '=', id)
          .where('tenantId', '=', scope.tenantId)
          .where('ownerId', '=', scope.userId)
          .executeTakeFirst();
        return result.numUpdatedRows > 0n ? this.get(scope, id, db) : undefined;
      } catch (error) {
        // A collision with another desktop's code in the tenant: draw again.
        if ((error as { code?: string }).code === '23505' && attempt < 5) continue;
        throw error;
      }
    }
  }

  private selectSource(db: Executor) {
    return db
      .selectFrom('desktops as d')
      .innerJoin('users as u', 'u.id', 'd.ownerId')
      .select([
        'd.id',
        'd.tenantId',
        'd.ownerId',
        'd.name',
        'd.classCode',
        'd.extraProperties',
        'u.email as ownerEmail',
      ]);
  }

  /** The desktop behind a share code, within one tenant only. */
  async findByShareCode(
    tenant: TenantScope,
    code: string,
    db: Executor = this.db,
  ): Promise<CloneSource | undefined> {
    return this.selectSource(db)
      .where('d.tenantId', '=', tenant.tenantId)
      .where('d.cloneShareActionCode', '=', code)
      .executeTakeFirst();
  }

  /** An own desktop as a clone source. */
  async findOwnSource(scope: Scope, id: string, db: Executor = this.db): Promise<CloneSource | undefined> {
    return this.selectSource(db)
      .where('d.id', '=', id)
      .where('d.tenantId', '=', scope.tenantId)
      .where('d.ownerId', '=', scope.userId)
      .executeTakeFirst();
  }

  /**
   * Writes the copy of a desktop for a user: new ids for the desktop and its widgets, the same
   * layout (ids remapped) and settings, lesson state and pupil names reset, clonedFromDesktopId
   * set and a shared context recorded on the source when the copy is a colleague's (a copy of
   * one's own desktop is no take). The copy gets the first free name of the source's name among
   * the target user's desktops. Returns the new id and the asset ids the copied widgets link.
   * Run it inside the command's transaction.
   */
  async writeClone(
    source: CloneSource,
    target: Scope,
    options: { keepClassCode: boolean },
    db: Executor = this.db,
  ): Promise<{ id: string; linkedAssetIds: string[] }> {
    const widgets = await db
      .selectFrom('widgets')
      .select(['id', 'componentName', 'extraProperties'])
      .where('desktopId', '=', source.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    const idMap = new Map(widgets.map((w) => [w.id, randomUUID()]));
    const name = await this.freeName(target, source.name, db);
    const { id: cloneId } = await db
      .insertInto('desktops')
      .values({
        tenantId: target.tenantId,
        ownerId: target.userId,
        name,
        classCode: options.keepClassCode ? source.classCode : '',
        clonedFromDesktopId: source.id,
        extraProperties: JSON.stringify(replaceIds(source.extraProperties, idMap)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (widgets.length > 0) {
      // One statement; created_at spaced by index so the widgets keep their order.
      const now = Date.now();
      await db
        .insertInto('widgets')
        .values(
          widgets.map((w, index) => ({
            id: idMap.get(w.id)!,
            desktopId: cloneId,
            tenantId: target.tenantId,
            componentName: w.componentName,
            extraProperties: JSON.stringify(
              replaceIds(widgetExtraPropertiesForClone(w.componentName, w.extraProperties), idMap),
            ),
            createdAt: new Date(now + index),
            updatedAt: new Date(now + index),
          })),
        )
        .execute();
    }
    if (source.ownerId !== target.userId || source.tenantId !== target.tenantId) {
      await db
        .insertInto('desktopSharedContexts')
        .values({
          tenantId: source.tenantId,
          desktopId: source.id,
          ownerUserMail: source.ownerEmail,
          sharedWithDesktopId: cloneId,
        })
        .execute();
    }
    return { id: cloneId, linkedAssetIds: widgets.flatMap((w) => linkedAssetIds(w.extraProperties)) };
  }

  /**
   * A shared desktop as an embedding page shows it: layout and settings with lesson state and
   * pupil names removed, exactly as a clone would start (names never leave the owner's account).
   */
  async readOnlyByShareCode(
    tenant: TenantScope,
    code: string,
    db: Executor = this.db,
  ): Promise<{ desktop: DesktopDto; widgets: WidgetDto[] } | undefined> {
    const row = await this.selectDesktops(db)
      .where('d.tenantId', '=', tenant.tenantId)
      .where('d.cloneShareActionCode', '=', code)
      .executeTakeFirst();
    if (!row) return undefined;
    const widgets = await db
      .selectFrom('widgets')
      .select(['id', 'desktopId', 'componentName', 'extraProperties', 'createdAt', 'updatedAt'])
      .where('desktopId', '=', row.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    const desktop = presentDesktop({ ...(row as DesktopRow), sharedContexts: [], shareContext: null });
    return {
      desktop: { ...desktop, classCode: '', cloneShareActionCode: null },
      widgets: widgets.map((w) =>
        presentWidget({
          ...w,
          extraProperties: widgetExtraPropertiesForClone(w.componentName, w.extraProperties),
        }),
      ),
    };
  }
}

function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++)
    code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}
