import { applyChanges, diffDocument, UPDATE_RETRY_COUNT, UPDATE_RETRY_DELAY_MS } from '@tafino/shared';
import { type BoardApi, classifyFailure } from './board-api.ts';
import { layoutKey, type OutboxItem, type OutboxStore, widgetKey } from './outbox-store.ts';

/** What the save indicator shows. */
export interface SyncStatus {
  /** Changes not yet confirmed by the server. */
  pending: number;
  /** A change failed even after its retry and waits for the connection to come back. */
  failing: boolean;
  /** A flush is running. */
  saving: boolean;
}

export interface SyncEngineOptions {
  api: BoardApi;
  store: OutboxStore;
  /** Debounce before a change is sent (catalogue 2.6: at most 1 s). */
  debounceMs?: number;
  retryDelayMs?: number;
  /** While something is failing, try again this often even without an 'online' event. */
  backgroundRetryMs?: number;
  /** Latest name/class code/extraProperties of a desktop, so a PUT never reverts a rename. */
  resolveDesktop?: (
    desktopId: string,
  ) => { name: string; classCode: string; extraProperties: Record<string, unknown> } | undefined;
  onStatus?: (status: SyncStatus) => void;
  /** A widget's create-widget succeeded: it is no longer new. */
  onCreated?: (desktopId: string, widgetId: string) => void;
  /** A desktop PUT succeeded with this answer (to refresh client caches). */
  onLayoutSaved?: (desktopId: string, result: unknown) => void;
  log?: (message: string, error?: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
  /** Client operation ids (a replayed write is applied once by the server). */
  newOpId?: () => string;
}

type Action = 'create' | 'update' | 'remove' | 'layout';

/**
 * Saves board changes: coalesces per widget (and per desktop layout), writes every change to the durable
 * outbox at once, sends debounced, retries a failure once after 500 ms (spec 4/8), and keeps what still
 * fails for the next 'online' event, background retry or page load. Never loses the newest change.
 */
export class SyncEngine {
  private readonly items = new Map<string, OutboxItem>();
  private readonly opts: Required<
    Pick<
      SyncEngineOptions,
      | 'debounceMs'
      | 'retryDelayMs'
      | 'backgroundRetryMs'
      | 'log'
      | 'sleep'
      | 'setTimer'
      | 'clearTimer'
      | 'now'
      | 'newOpId'
    >
  > &
    SyncEngineOptions;
  private seq = 0;
  private timer: unknown = null;
  private retryTimer: unknown = null;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private failing = new Set<string>();
  private inFlight: string | null = null;
  private loaded: Promise<void>;
  /** Whether the stored outbox has been read (`loaded` has settled). */
  private isLoaded = false;
  /** The status last reported through `onStatus` (each change is reported once). */
  private reported: SyncStatus | null = null;
  private persistChain: Promise<void> = Promise.resolve();
  /** The data the server last confirmed per widget key, and the layout meta per desktop (live merge bases). */
  private readonly confirmed = new Map<string, Record<string, unknown>>();
  private readonly confirmedLayouts = new Map<string, { desktopLayoutMeta: unknown }>();
  /** Widgets removed in this window (until re-created here or by another window), and this window's op ids. */
  private readonly removedHere = new Set<string>();
  private readonly ownOps = new Set<string>();

  constructor(options: SyncEngineOptions) {
    this.opts = {
      debounceMs: 400,
      retryDelayMs: UPDATE_RETRY_DELAY_MS,
      backgroundRetryMs: 15_000,
      log: (message, error) => console.warn(`[board] ${message}`, error ?? ''),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => Date.now(),
      newOpId: () => crypto.randomUUID(),
      ...options,
    };
    this.loaded = this.loadFromStore();
  }

  private async loadFromStore(): Promise<void> {
    try {
      const stored = await this.opts.store.getAll();
      for (const item of stored) {
        if (!this.items.has(item.key)) this.items.set(item.key, item);
        this.seq = Math.max(this.seq, item.seq);
      }
    } catch (error) {
      this.opts.log('Could not read the outbox', error);
    }
    this.isLoaded = true;
    this.emit();
  }

  /** Resolves once the stored outbox has been read. */
  ready(): Promise<void> {
    return this.loaded;
  }

  /** Pending (unsent) items, e.g. to overlay unsaved changes on the server state after a reload. */
  pendingFor(desktopId: string): OutboxItem[] {
    return [...this.items.values()].filter((item) => item.desktopId === desktopId);
  }

  get status(): SyncStatus {
    return { pending: this.items.size, failing: this.failing.size > 0, saving: this.flushing !== null };
  }

  /** Records a widget's current data (after add or any change). */
  saveWidget(input: {
    desktopId: string;
    widgetId: string;
    componentName: string;
    extraProperties: Record<string, unknown>;
    isNew: boolean;
  }): void {
    const key = widgetKey(input.desktopId, input.widgetId);
    this.removedHere.delete(key);
    const existing = this.items.get(key);
    const needsCreate = existing?.kind === 'widget' ? existing.needsCreate : input.isNew;
    const base = existing?.kind === 'widget' ? existing.base : this.confirmed.get(key);
    this.put({
      key,
      kind: 'widget',
      desktopId: input.desktopId,
      widgetId: input.widgetId,
      componentName: input.componentName,
      extraProperties: input.extraProperties,
      needsCreate,
      removed: false,
      seq: ++this.seq,
      changedAt: this.opts.now(),
      ...(base && !needsCreate ? { base } : {}),
      opId: this.opts.newOpId(),
    });
  }

  /** Records a widget's removal; a widget the server never saw is just forgotten. */
  removeWidget(input: { desktopId: string; widgetId: string; componentName: string; isNew: boolean }): void {
    const key = widgetKey(input.desktopId, input.widgetId);
    this.removedHere.add(key);
    const existing = this.items.get(key);
    const neverSent = existing?.kind === 'widget' ? existing.needsCreate : input.isNew;
    if (neverSent && this.inFlight !== key) {
      this.items.delete(key);
      this.failing.delete(key);
      this.persist(() => this.opts.store.delete(key));
      this.emit();
      return;
    }
    this.put({
      key,
      kind: 'widget',
      desktopId: input.desktopId,
      widgetId: input.widgetId,
      componentName: input.componentName,
      extraProperties: existing?.kind === 'widget' ? existing.extraProperties : {},
      needsCreate: neverSent,
      removed: true,
      seq: ++this.seq,
      changedAt: this.opts.now(),
      opId: this.opts.newOpId(),
    });
  }

  /** Records a desktop's layout. */
  saveLayout(input: {
    desktopId: string;
    desktopLayoutMeta: unknown;
    name: string;
    classCode: string;
    extraProperties: Record<string, unknown>;
  }): void {
    const key = layoutKey(input.desktopId);
    const existing = this.items.get(key);
    const base = existing?.kind === 'layout' ? existing.base : this.confirmedLayouts.get(input.desktopId);
    this.put({
      key,
      kind: 'layout',
      ...input,
      seq: ++this.seq,
      changedAt: this.opts.now(),
      ...(base ? { base } : {}),
      opId: this.opts.newOpId(),
    });
  }

  /**
   * The server's state of a desktop as fetched (board opened, reconnected): the bases that later
   * local changes are diffed against.
   */
  confirmServer(
    desktopId: string,
    widgets: readonly { id: string; extraProperties: Record<string, unknown> }[],
    desktopExtraProperties: Record<string, unknown>,
  ): void {
    for (const key of [...this.confirmed.keys()])
      if (key.startsWith(widgetKey(desktopId, ''))) this.confirmed.delete(key);
    for (const w of widgets) this.confirmed.set(widgetKey(desktopId, w.id), w.extraProperties);
    this.confirmedLayouts.set(desktopId, { desktopLayoutMeta: desktopExtraProperties.desktopLayoutMeta });
  }

  /**
   * Another window changed a widget: the server's data becomes the base, and this window's unsent
   * changes are replayed on top of it (rebase). Returns the data to show; null when this window
   * removed the widget.
   */
  rebaseWidget(
    desktopId: string,
    widgetId: string,
    server: Record<string, unknown>,
  ): Record<string, unknown> | null {
    const key = widgetKey(desktopId, widgetId);
    this.confirmed.set(key, server);
    const item = this.items.get(key);
    if (item?.kind !== 'widget') return server;
    if (item.removed) return null;
    if (!item.base) return item.extraProperties;
    const local = diffDocument(item.base, item.extraProperties);
    const next = { ...item, base: server, extraProperties: applyChanges(server, local) };
    this.items.set(key, next);
    this.persist(() => this.opts.store.put(next));
    return next.extraProperties;
  }

  /** Another window changed the layout: like rebaseWidget, for the layout meta. */
  rebaseLayout(desktopId: string, serverMeta: unknown): unknown {
    const server = { desktopLayoutMeta: serverMeta };
    this.confirmedLayouts.set(desktopId, server);
    const key = layoutKey(desktopId);
    const item = this.items.get(key);
    if (item?.kind !== 'layout') return serverMeta;
    if (!item.base) return item.desktopLayoutMeta;
    const local = diffDocument(item.base, { desktopLayoutMeta: item.desktopLayoutMeta });
    const merged = applyChanges(server, local).desktopLayoutMeta;
    const next = { ...item, base: server, desktopLayoutMeta: merged };
    this.items.set(key, next);
    this.persist(() => this.opts.store.put(next));
    return merged;
  }

  /** Another window removed a widget: the removal wins over this window's unsent changes of it. */
  dropWidget(desktopId: string, widgetId: string): void {
    const key = widgetKey(desktopId, widgetId);
    this.confirmed.delete(key);
    const item = this.items.get(key);
    if (item && this.inFlight !== key) this.forget(item);
  }

  /** The board removed a widget (its removal may wait for the undo toast before it is recorded here). */
  noteRemoved(desktopId: string, widgetId: string): void {
    this.removedHere.add(widgetKey(desktopId, widgetId));
  }

  /** The board brought a removed widget back (undo before the removal was sent). */
  noteRestored(desktopId: string, widgetId: string): void {
    this.removedHere.delete(widgetKey(desktopId, widgetId));
  }

  /**
   * Whether a live event about a widget this window removed is to be ignored: an update (the removal
   * wins, and an echo of a write sent before the removal must not bring the widget back for a moment),
   * or a creation this window sent itself. Another window's creation (an undo there) shows it again.
   */
  ignoresRemoved(
    desktopId: string,
    widgetId: string,
    type: 'widget.created' | 'widget.updated',
    opId?: string,
  ): boolean {
    const key = widgetKey(desktopId, widgetId);
    if (!this.removedHere.has(key)) return false;
    if (type === 'widget.updated' || (opId !== undefined && this.ownOps.has(opId))) return true;
    this.removedHere.delete(key);
    return false;
  }

  private put(item: OutboxItem): void {
    if (item.opId) {
      if (this.ownOps.size >= 10_000) this.ownOps.clear();
      this.ownOps.add(item.opId);
    }
    this.items.set(item.key, item);
    this.persist(() => this.opts.store.put(item));
    this.emit();
    this.schedule(this.opts.debounceMs);
  }

  private persist(write: () => Promise<void>): void {
    this.persistChain = this.persistChain
      .then(write)
      .catch((error) => this.opts.log('Could not write the outbox', error));
  }

  /** Resolves when every outbox write so far reached storage. */
  persisted(): Promise<void> {
    return this.persistChain;
  }

  private schedule(ms: number): void {
    if (this.timer !== null) this.opts.clearTimer(this.timer);
    this.timer = this.opts.setTimer(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  /**
   * Sends everything pending now (debounce skipped): on 'online', on load and on pagehide. With nothing
   * to send (the outbox read and empty) it does nothing, and reports no 'saving' (leaving a page runs it
   * twice, on pagehide and on visibilitychange).
   */
  flush(): Promise<void> {
    if (this.timer !== null) {
      this.opts.clearTimer(this.timer);
      this.timer = null;
    }
    if (!this.flushing && this.isLoaded && this.items.size === 0) return Promise.resolve();
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = this.run().finally(() => {
      this.flushing = null;
      this.emit();
      if (this.flushAgain) {
        this.flushAgain = false;
        void this.flush();
      }
    });
    this.emit();
    return this.flushing;
  }

  private async run(): Promise<void> {
    await this.loaded;
    // Widgets before layouts, oldest change first: a layout never references a widget the server lacks.
    const queue = [...this.items.values()].sort((a, b) =>
      a.kind === b.kind ? a.seq - b.seq : a.kind === 'widget' ? -1 : 1,
    );
    let anyRetryable = false;
    for (const snapshot of queue) {
      const current = this.items.get(snapshot.key);
      if (!current) continue;
      const outcome = await this.sendWithRetry(current);
      if (outcome === 'retry') anyRetryable = true;
    }
    if (this.retryTimer !== null) {
      this.opts.clearTimer(this.retryTimer);
      this.retryTimer = null;
    }
    if (anyRetryable) {
      this.retryTimer = this.opts.setTimer(() => {
        this.retryTimer = null;
        void this.flush();
      }, this.opts.backgroundRetryMs);
    }
  }

  private actionOf(item: OutboxItem): Action {
    if (item.kind === 'layout') return 'layout';
    if (item.removed) return 'remove';
    return item.needsCreate ? 'create' : 'update';
  }

  private async sendWithRetry(item: OutboxItem): Promise<'ok' | 'retry' | 'drop'> {
    const action = this.actionOf(item);
    this.inFlight = item.key;
    try {
      let lastError: unknown;
      for (let attempt = 0; attempt <= UPDATE_RETRY_COUNT; attempt++) {
        if (attempt > 0) await this.opts.sleep(this.opts.retryDelayMs);
        try {
          const result = await this.send(item, action);
          this.settle(item, action, result);
          return 'ok';
        } catch (error) {
          lastError = error;
          const kind = classifyFailure(error, action);
          if (kind === 'done') {
            this.settle(item, action, undefined);
            return 'ok';
          }
          if (kind === 'drop') break;
          // A create the server already has (another tab sent it): continue as update.
          if (action === 'create' && (error as { status?: number }).status === 409) break;
        }
      }
      const kind = classifyFailure(lastError, action);
      if (action === 'create' && (lastError as { status?: number })?.status === 409) {
        this.markCreated(item);
        return 'retry';
      }
      if (kind === 'drop') {
        this.opts.log(
          `Giving up ${action} of ${item.kind === 'widget' ? item.widgetId : item.desktopId}`,
          lastError,
        );
        this.forget(item);
        return 'drop';
      }
      this.opts.log(
        action === 'remove' ? 'Widget removal failed' : `Saving (${action}) failed, kept in the outbox`,
        lastError,
      );
      this.failing.add(item.key);
      this.emit();
      return 'retry';
    } finally {
      this.inFlight = null;
    }
  }

  private async send(item: OutboxItem, action: Action): Promise<unknown> {
    const { api } = this.opts;
    const opId = item.opId ? { opId: item.opId } : {};
    if (item.kind === 'layout') {
      const latest = this.opts.resolveDesktop?.(item.desktopId);
      return api.updateLayout(item.desktopId, {
        name: latest?.name ?? item.name,
        classCode: latest?.classCode ?? item.classCode,
        extraProperties: latest?.extraProperties ?? item.extraProperties,
        desktopLayoutMeta: item.desktopLayoutMeta,
        // Only what this window changed: a move elsewhere of another widget is kept.
        ...(item.base
          ? { changes: diffDocument(item.base, { desktopLayoutMeta: item.desktopLayoutMeta }) }
          : {}),
        ...opId,
      });
    }
    if (action === 'remove') {
      if (item.needsCreate) return undefined;
      return api.removeWidget(item.desktopId, item.widgetId, item.opId);
    }
    if (action === 'create') {
      return api.createWidget(item.desktopId, {
        widgetId: item.widgetId,
        componentName: item.componentName,
        extraProperties: item.extraProperties,
        ...opId,
      });
    }
    if (item.base) {
      // Per-setting changes: another window's change of another setting is kept.
      return api.updateWidget(item.desktopId, {
        widgetId: item.widgetId,
        changes: diffDocument(item.base, item.extraProperties),
        ...opId,
      });
    }
    return api.updateWidget(item.desktopId, {
      widgetId: item.widgetId,
      extraProperties: item.extraProperties,
      ...opId,
    });
  }

  private markCreated(item: OutboxItem): void {
    if (item.kind !== 'widget') return;
    const current = this.items.get(item.key);
    if (current?.kind === 'widget' && current.needsCreate) {
      const next = { ...current, needsCreate: false };
      this.items.set(item.key, next);
      this.persist(() => this.opts.store.put(next));
    }
    this.opts.onCreated?.(item.desktopId, item.widgetId);
  }

  /** The call succeeded: drop the item unless a newer change arrived meanwhile. */
  private settle(item: OutboxItem, action: Action, result: unknown): void {
    this.failing.delete(item.key);
    if (action === 'create') this.markCreated(item);
    if (action === 'layout') this.opts.onLayoutSaved?.(item.desktopId, result);
    const stored = (result as { extraProperties?: Record<string, unknown> } | undefined)?.extraProperties;
    if (item.kind === 'widget' && action !== 'remove' && stored) this.confirmed.set(item.key, stored);
    if (item.kind === 'layout' && stored)
      this.confirmedLayouts.set(item.desktopId, { desktopLayoutMeta: stored.desktopLayoutMeta });
    const current = this.items.get(item.key);
    if (current && current.seq === item.seq) this.forget(item);
    else {
      // Newer local changes wait: what was just sent is now part of their base.
      if (current?.kind === 'widget' && item.kind === 'widget' && action !== 'remove' && !current.removed) {
        const sent = item.base ? diffDocument(item.base, item.extraProperties) : null;
        const base = current.base && sent ? applyChanges(current.base, sent) : item.extraProperties;
        const next = { ...current, base, needsCreate: false };
        this.items.set(current.key, next);
        this.persist(() => this.opts.store.put(next));
      }
      if (current?.kind === 'layout' && item.kind === 'layout') {
        const sentMeta = { desktopLayoutMeta: item.desktopLayoutMeta };
        const base =
          current.base && item.base
            ? applyChanges(current.base, diffDocument(item.base, sentMeta))
            : sentMeta;
        const next = { ...current, base };
        this.items.set(current.key, next);
        this.persist(() => this.opts.store.put(next));
      }
      this.emit();
    }
  }

  private forget(item: OutboxItem): void {
    this.items.delete(item.key);
    this.failing.delete(item.key);
    this.persist(() => this.opts.store.delete(item.key));
    this.emit();
  }

  /** Reports the status when it differs from the one reported last. */
  private emit(): void {
    const status = this.status;
    const last = this.reported;
    if (
      last &&
      last.pending === status.pending &&
      last.failing === status.failing &&
      last.saving === status.saving
    )
      return;
    this.reported = status;
    this.opts.onStatus?.(status);
  }

  /** Stops timers (tests, and when the app unmounts). */
  dispose(): void {
    if (this.timer !== null) this.opts.clearTimer(this.timer);
    if (this.retryTimer !== null) this.opts.clearTimer(this.retryTimer);
    this.timer = null;
    this.retryTimer = null;
  }
}
