import { z } from 'zod';

/**
 * Per-setting changes of a JSON document (a widget's extraProperties, a desktop's extraProperties),
 * the merge rule of live desktops: the server applies each write's changes to the current stored
 * document, so changes of different keys never overwrite each other and the same key keeps the one
 * applied last. Arrays of records with an id (`id`, or `i` for layout entries) change item by item:
 * two devices that each add a Draw stroke or move a different widget both keep theirs.
 */
export type DocumentChange =
  | { op: 'set'; path: string[]; value: unknown }
  | { op: 'unset'; path: string[] }
  /** Replaces items with the same id, appends the others (in the given order). */
  | { op: 'upsertItems'; path: string[]; items: Record<string, unknown>[] }
  | { op: 'removeItems'; path: string[]; ids: string[] };

const pathSchema = z.array(z.string().min(1).max(200)).min(1).max(8);
const keyed = z.record(z.string(), z.unknown());

/** The wire shape of a list of changes (validated by the API). */
export const documentChangesSchema = z
  .array(
    z.discriminatedUnion('op', [
      z.strictObject({ op: z.literal('set'), path: pathSchema, value: z.unknown() }),
      z.strictObject({ op: z.literal('unset'), path: pathSchema }),
      z.strictObject({ op: z.literal('upsertItems'), path: pathSchema, items: z.array(keyed).max(5_000) }),
      z.strictObject({
        op: z.literal('removeItems'),
        path: pathSchema,
        ids: z.array(z.string().max(200)).max(5_000),
      }),
    ]),
  )
  .max(2_000);

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** The id of a keyed array item ('id', else 'i'), or undefined. */
export function itemKey(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  if (typeof item.id === 'string') return item.id;
  if (typeof item.i === 'string') return item.i;
  return undefined;
}

/**
 * Lists whose items are added and removed by id although items stored before ids existed have none
 * (Draw's `strokes`). Such an item gets an id derived from its content (and, for identical items,
 * from which of them it is), the same on every client and on the server, so that two devices
 * adding a stroke to an old drawing both keep theirs.
 */
const ID_LISTS = new Set(['strokes']);

/** Text of a JSON value with sorted keys (stored JSON may come back with its keys reordered). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a (32 bit) of a text, base 36. */
function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * The list with an id on every record that has none: `legacy-<content hash>`, and `-<n>` for the
 * n-th repeat of identical content. Deterministic; the list itself is returned when nothing lacks one.
 */
export function withItemIds(list: readonly unknown[]): unknown[] {
  if (!list.some((item) => isRecord(item) && itemKey(item) === undefined)) return list as unknown[];
  const seen = new Map<string, number>();
  return list.map((item) => {
    if (!isRecord(item) || itemKey(item) !== undefined) return item;
    const hash = hashText(canonical(item));
    const n = seen.get(hash) ?? 0;
    seen.set(hash, n + 1);
    return { ...item, id: n === 0 ? `legacy-${hash}` : `legacy-${hash}-${n}` };
  });
}

/** A value of an id list with ids on its legacy items. */
const normalized = (key: string, value: unknown): unknown =>
  ID_LISTS.has(key) && Array.isArray(value) ? withItemIds(value) : value;

/** True when every item has a distinct id: the array changes item by item. */
function isKeyedArray(value: unknown): value is Json[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const seen = new Set<string>();
  for (const item of value) {
    const key = itemKey(item);
    if (key === undefined || seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((item, index) => equal(item, bb[index]));
  }
  const ak = Object.keys(a as Json);
  const bk = Object.keys(b as Json);
  return (
    ak.length === bk.length && ak.every((k) => k in (b as Json) && equal((a as Json)[k], (b as Json)[k]))
  );
}

/** The changes that turn `base` into `next` (both plain JSON objects). */
export function diffDocument(base: Json, next: Json, path: string[] = []): DocumentChange[] {
  const changes: DocumentChange[] = [];
  for (const key of Object.keys(base))
    if (!(key in next)) changes.push({ op: 'unset', path: [...path, key] });
  for (const [key, nextValue] of Object.entries(next)) {
    const before = normalized(key, base[key]);
    const value = normalized(key, nextValue);
    const at = [...path, key];
    if (equal(before, value)) continue;
    if (isRecord(before) && isRecord(value) && at.length < 8)
      changes.push(...diffDocument(before, value, at));
    else if ((isKeyedArray(before) || (Array.isArray(before) && before.length === 0)) && isKeyedArray(value))
      changes.push(...diffKeyed(before as Json[], value, at));
    else if (isKeyedArray(before) && Array.isArray(value) && value.length === 0)
      changes.push({ op: 'removeItems', path: at, ids: before.map((item) => itemKey(item)!) });
    else changes.push({ op: 'set', path: at, value });
  }
  return changes;
}

function diffKeyed(before: Json[], after: Json[], path: string[]): DocumentChange[] {
  const old = new Map(before.map((item) => [itemKey(item)!, item]));
  const now = new Set(after.map((item) => itemKey(item)!));
  const removed = [...old.keys()].filter((id) => !now.has(id));
  const upserted = after.filter((item) => !equal(old.get(itemKey(item)!), item));
  const changes: DocumentChange[] = [];
  if (removed.length > 0) changes.push({ op: 'removeItems', path, ids: removed });
  if (upserted.length > 0) changes.push({ op: 'upsertItems', path, items: upserted });
  return changes;
}

/** The parent object of a path, created on the way (a non-object in the way is replaced). */
function parentOf(root: Json, path: string[]): Json | undefined {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (FORBIDDEN.has(key)) return undefined;
    const child = node[key];
    if (!isRecord(child)) node[key] = {};
    node = node[key] as Json;
  }
  return node;
}

/** `doc` with the changes applied in order (a new object; `doc` is not changed). */
export function applyChanges<T extends Json>(doc: T, changes: readonly DocumentChange[]): T {
  const root = structuredClone(doc) as Json;
  for (const change of changes) {
    const last = change.path[change.path.length - 1]!;
    if (FORBIDDEN.has(last)) continue;
    const parent = parentOf(root, change.path);
    if (!parent) continue;
    if (change.op === 'set') parent[last] = structuredClone(change.value);
    else if (change.op === 'unset') delete parent[last];
    else {
      const current = Array.isArray(parent[last]) ? (normalized(last, parent[last]) as unknown[]) : [];
      if (change.op === 'removeItems') {
        const gone = new Set(change.ids);
        parent[last] = current.filter((item) => !gone.has(itemKey(item) ?? ''));
      } else {
        const list = [...current];
        for (const item of change.items) {
          const key = itemKey(item);
          const index = key === undefined ? -1 : list.findIndex((other) => itemKey(other) === key);
          if (index >= 0) list[index] = structuredClone(item);
          else list.push(structuredClone(item));
        }
        parent[last] = list;
      }
    }
  }
  return root as T;
}
