/** A change not yet confirmed by the server. One per widget and one layout per desktop (coalesced). */
export type OutboxItem =
  | {
      key: string;
      kind: 'widget';
      desktopId: string;
      widgetId: string;
      componentName: string;
      extraProperties: Record<string, unknown>;
      /** The server does not know the widget yet: send create-widget. */
      needsCreate: boolean;
      removed: boolean;
      seq: number;
      changedAt: number;
      /** The data the server had when these local changes began: only the difference is sent (live merge). */
      base?: Record<string, unknown>;
      /** This change's client operation id (a replay of it is applied once). */
      opId?: string;
    }
  | {
      key: string;
      kind: 'layout';
      desktopId: string;
      desktopLayoutMeta: unknown;
      /** Fallbacks when the desktop is not in the client cache at send time. */
      name: string;
      classCode: string;
      extraProperties: Record<string, unknown>;
      seq: number;
      changedAt: number;
      /** The layout meta the server had when these local changes began (see the widget's base). */
      base?: { desktopLayoutMeta: unknown };
      opId?: string;
    };

/** Durable storage of the outbox. */
export interface OutboxStore {
  getAll(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  delete(key: string): Promise<void>;
}

export const widgetKey = (desktopId: string, widgetId: string) => `widget:${desktopId}:${widgetId}`;
export const layoutKey = (desktopId: string) => `layout:${desktopId}`;

/** In-memory outbox (tests, and browsers without IndexedDB such as some private modes). */
export function createMemoryOutboxStore(): OutboxStore {
  const items = new Map<string, OutboxItem>();
  return {
    getAll: async () => [...items.values()].map((item) => structuredClone(item)),
    put: async (item) => {
      items.set(item.key, structuredClone(item));
    },
    delete: async (key) => {
      items.delete(key);
    },
  };
}

const DB_PREFIX = 'tafino-board';
const STORE = 'outbox';

/** The IndexedDB database that keeps one user's outbox. */
export function outboxDatabaseName(userId: string): string {
  return `${DB_PREFIX}:${encodeURIComponent(userId)}`;
}

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The outbox in IndexedDB (raw API: three calls do not need a library), one database per user
 * (`scope`, the signed-in user's id, resolved when first used): on a shared classroom computer a
 * colleague's session never sends, or drops, another teacher's unsaved changes; they wait for
 * that teacher's next visit. Falls back to memory without IndexedDB or without a user.
 */
export function createIndexedDbOutboxStore({
  factory = globalThis.indexedDB,
  scope,
}: {
  factory?: IDBFactory | undefined;
  scope: () => Promise<string | undefined>;
}): OutboxStore {
  if (!factory) return createMemoryOutboxStore();
  let dbPromise: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    dbPromise ??= scope().then(
      (user) =>
        new Promise<IDBDatabase>((resolve, reject) => {
          if (!user) throw new Error('no signed-in user to keep the outbox for');
          const request = factory.open(outboxDatabaseName(user), 1);
          request.onupgradeneeded = () => {
            request.result.createObjectStore(STORE, { keyPath: 'key' });
          };
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        }),
    );
    return dbPromise;
  };
  const withStore = async <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    return promisify(run(db.transaction(STORE, mode).objectStore(STORE)));
  };
  const fallback = createMemoryOutboxStore();
  let broken = false;
  const guard = async <T>(action: () => Promise<T>, onFail: () => Promise<T>): Promise<T> => {
    if (broken) return onFail();
    try {
      return await action();
    } catch (error) {
      console.warn('[board] IndexedDB outbox unavailable, keeping changes in memory', error);
      broken = true;
      return onFail();
    }
  };
  return {
    getAll: () =>
      guard(() => withStore('readonly', (s) => s.getAll() as IDBRequest<OutboxItem[]>), fallback.getAll),
    put: (item) =>
      guard(
        async () => {
          await withStore('readwrite', (s) => s.put(item));
        },
        () => fallback.put(item),
      ),
    delete: (key) =>
      guard(
        async () => {
          await withStore('readwrite', (s) => s.delete(key));
        },
        () => fallback.delete(key),
      ),
  };
}
