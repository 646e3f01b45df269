import { LruCache } from '../../lib/lru.ts';

/** A desktop's widget list as JSON text, with who may read it. */
export interface WidgetListEntry {
  json: string;
  tenantId: string;
  ownerId: string;
}

interface Flight {
  promise: Promise<WidgetListEntry | null>;
  invalidated: boolean;
}

export interface WidgetListCacheOptions {
  maxEntries: number;
  /** Upper bound on how long an entry is trusted, whatever happens to notifications. */
  ttlMs: number;
  /**
   * Tells the other server processes which desktops changed. Changes are collected for a few
   * milliseconds and sent together: a NOTIFY per write would serialize every commit. The live
   * channel's messages (LiveHub) ride along in the same batch.
   */
  publish?: (desktopIds: string[], messages: string[]) => Promise<void>;
  publishDelayMs?: number;
}

/**
 * Widget lists per desktop, kept in memory while this process hears about every change:
 * the repository reports its own writes at once (read-your-writes), other processes announce
 * theirs on a notification channel. While that channel is down the cache is off.
 *
 * A load that was running when an invalidation arrived is not stored (it may have read the
 * state before the write), and concurrent loads of one desktop share one query.
 */
export class WidgetListCache {
  private readonly entries: LruCache<string, WidgetListEntry & { at: number }>;
  private readonly flights = new Map<string, Flight>();
  private readonly pending = new Set<string>();
  private pendingMessages: string[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private active = false;
  /** Lookups answered from memory (or by a load already running) and lookups that queried the database. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly options: WidgetListCacheOptions) {
    this.entries = new LruCache(options.maxEntries);
  }

  /** Turns caching on (changes are heard) or off (they may be missed); forgets everything. */
  setActive(active: boolean): void {
    this.active = active && this.options.maxEntries > 0;
    this.entries.clear();
    for (const flight of this.flights.values()) flight.invalidated = true;
  }

  /** Forgets one desktop's list, including a load in progress. */
  invalidate(desktopId: string): void {
    this.entries.delete(desktopId);
    const flight = this.flights.get(desktopId);
    if (flight) flight.invalidated = true;
  }

  /**
   * A write of this process changed the desktop's widgets: forget it here and tell the others
   * (with a live-channel message for them, when given).
   */
  changed(desktopId: string, message?: string): void {
    this.invalidate(desktopId);
    if (!this.options.publish) return;
    this.pending.add(desktopId);
    if (message !== undefined) this.pendingMessages.push(message);
    this.flushTimer ??= setTimeout(() => this.flush(), this.options.publishDelayMs ?? 5);
  }

  /** Sends a live-channel message that concerns no desktop's widgets (a user's settings) with the next batch. */
  tell(message: string): void {
    if (!this.options.publish) return;
    this.pendingMessages.push(message);
    this.flushTimer ??= setTimeout(() => this.flush(), this.options.publishDelayMs ?? 5);
  }

  /** Sends the collected changes now (also called before shutdown). */
  flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if ((this.pending.size === 0 && this.pendingMessages.length === 0) || !this.options.publish)
      return this.flushing;
    const ids = [...this.pending];
    const messages = this.pendingMessages;
    this.pending.clear();
    this.pendingMessages = [];
    const publish = this.options.publish;
    this.flushing = this.flushing.then(() => publish(ids, messages)).catch(() => {});
    return this.flushing;
  }

  async get(desktopId: string, load: () => Promise<WidgetListEntry | null>): Promise<WidgetListEntry | null> {
    if (!this.active) {
      this.stats.misses++;
      return load();
    }
    const hit = this.entries.get(desktopId);
    if (hit && Date.now() - hit.at < this.options.ttlMs) {
      this.stats.hits++;
      return hit;
    }
    const running = this.flights.get(desktopId);
    if (running && !running.invalidated) {
      this.stats.hits++;
      return running.promise;
    }
    this.stats.misses++;
    const flight: Flight = { invalidated: false, promise: Promise.resolve(null) };
    const startedAt = Date.now();
    flight.promise = load().finally(() => {
      if (this.flights.get(desktopId) === flight) this.flights.delete(desktopId);
    });
    this.flights.set(desktopId, flight);
    const entry = await flight.promise;
    if (entry && this.active && !flight.invalidated) this.entries.set(desktopId, { ...entry, at: startedAt });
    return entry;
  }
}
