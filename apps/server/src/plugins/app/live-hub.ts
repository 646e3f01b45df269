import { randomUUID } from 'node:crypto';
import type { LiveEvent, LiveUserEvent } from '@tafino/shared';

/** One open window of a desktop (a WebSocket): receives frames as JSON text. */
export interface LiveSubscriber {
  /** The event's JSON text (the same for every owner window), and the event itself for viewers that filter. */
  send(frame: string, event: LiveEvent | LiveUserEvent): void;
  /** A read-only viewer by share code: not counted as one of the teacher's windows. */
  viewer?: boolean;
  /** The signed-in user's window (`tenantId:userId`): it also gets the user's own events (settings). */
  user?: string;
  /** Ends the connection so that the window reconnects and loads the desktop again. */
  reconnect?: () => void;
}

/**
 * What one process tells the others on the desktops' notification channel: an event (or, when it
 * is too large for a notification, a reference the receiver loads from the database), or how many
 * windows it has open for a desktop.
 */
export type LiveMessage =
  | { o: string; e: LiveEvent }
  | {
      o: string;
      ref: { type: 'widget.created' | 'widget.updated'; desktopId: string; widgetId: string; opId?: string };
    }
  | { o: string; ref: { type: 'desktop.updated'; desktopId: string; opId?: string } }
  | { o: string; p: { desktopId: string; count: number } }
  | { o: string; u: string; e: LiveUserEvent };

export interface LiveHubOptions {
  /**
   * Sends a message to the other processes (batched with the widget-list cache's notifications:
   * one channel, one NOTIFY per few milliseconds). Absent with PGlite: one process, memory only.
   */
  announce?: (desktopId: string | undefined, message: string) => void;
  /** Largest message sent as it is; larger events go as references. */
  maxMessageBytes?: number;
  /** Presence of another process is forgotten when it has not repeated it for this long. */
  presenceTtlMs?: number;
  now?: () => number;
}

type Ref = Extract<LiveMessage, { ref: unknown }>['ref'];

/**
 * The live channel's fan-out. The server stays stateless: the database is the truth, this only
 * forwards what was written to the windows open in this process, and tells the other processes.
 * Windows are counted per desktop across processes (presence; no names).
 */
export class LiveHub {
  readonly processId = randomUUID();
  private readonly rooms = new Map<string, Set<LiveSubscriber>>();
  private readonly remote = new Map<string, Map<string, { count: number; at: number }>>();
  private readonly shownPresence = new Map<string, number>();
  private loader: ((ref: Ref) => Promise<LiveEvent | undefined>) | undefined;
  private readonly opts: Required<Omit<LiveHubOptions, 'announce'>> & LiveHubOptions;
  /** Events sent to windows of this process (tests and metrics). */
  readonly stats = { delivered: 0, remoteReceived: 0 };

  constructor(options: LiveHubOptions = {}) {
    this.opts = { maxMessageBytes: 7_000, presenceTtlMs: 50_000, now: () => Date.now(), ...options };
  }

  /** How referenced events are loaded (set once the repositories exist). */
  setLoader(loader: (ref: Ref) => Promise<LiveEvent | undefined>): void {
    this.loader = loader;
  }

  /** A window opened the desktop; returns its leave function. */
  join(desktopId: string, subscriber: LiveSubscriber): () => void {
    let room = this.rooms.get(desktopId);
    if (!room) {
      room = new Set();
      this.rooms.set(desktopId, room);
    }
    room.add(subscriber);
    this.localPresenceChanged(desktopId);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const current = this.rooms.get(desktopId);
      current?.delete(subscriber);
      if (current?.size === 0) this.rooms.delete(desktopId);
      this.localPresenceChanged(desktopId);
    };
  }

  /** Windows open in this process (all desktops). */
  get connections(): number {
    let n = 0;
    for (const room of this.rooms.values()) n += room.size;
    return n;
  }

  /** Windows open for a desktop across all processes. */
  presence(desktopId: string): number {
    const now = this.opts.now();
    let count = this.localCount(desktopId);
    for (const entry of this.remote.get(desktopId)?.values() ?? [])
      if (now - entry.at < this.opts.presenceTtlMs) count += entry.count;
    return count;
  }

  /**
   * A write of this process: its windows get it now, the other processes through the channel.
   * `skip`: the window that sent it (an undo offer it announces itself).
   */
  publish(event: LiveEvent, skip?: LiveSubscriber): void {
    this.deliver(event, skip);
    if (!this.opts.announce) return;
    const text = JSON.stringify({ o: this.processId, e: event } satisfies LiveMessage);
    if (text.length <= this.opts.maxMessageBytes) {
      this.opts.announce(event.desktopId, text);
      return;
    }
    const ref = refOf(event);
    if (ref) this.opts.announce(event.desktopId, JSON.stringify({ o: this.processId, ref } as LiveMessage));
  }

  /** A change of a user's own settings: to every window of the user, here and in the other processes. */
  publishToUser(user: string, event: LiveUserEvent): void {
    this.deliverToUser(user, event);
    this.opts.announce?.(
      undefined,
      JSON.stringify({ o: this.processId, u: user, e: event } satisfies LiveMessage),
    );
  }

  /** A message from the channel (possibly this process's own, which it already delivered). */
  async receive(message: LiveMessage): Promise<void> {
    if (message.o === this.processId) return;
    this.stats.remoteReceived++;
    if ('p' in message) {
      const { desktopId, count } = message.p;
      let byProcess = this.remote.get(desktopId);
      if (!byProcess) {
        byProcess = new Map();
        this.remote.set(desktopId, byProcess);
      }
      if (count === 0) byProcess.delete(message.o);
      else byProcess.set(message.o, { count, at: this.opts.now() });
      if (byProcess.size === 0) this.remote.delete(desktopId);
      this.showPresence(desktopId);
      return;
    }
    if ('u' in message) {
      this.deliverToUser(message.u, message.e);
      return;
    }
    if ('e' in message) {
      this.deliver(message.e);
      return;
    }
    if (!this.rooms.has(message.ref.desktopId) || !this.loader) return;
    const event = await this.loader(message.ref);
    if (event) this.deliver(event);
  }

  /**
   * This process may have missed other processes' events (its notification connection was lost
   * and is back): every window here reconnects and loads what changed meanwhile.
   */
  missedEvents(): void {
    for (const room of this.rooms.values()) for (const subscriber of [...room]) subscriber.reconnect?.();
  }

  /** Repeats this process's window counts (so others keep them) and drops stale ones of others. */
  heartbeat(): void {
    for (const desktopId of this.rooms.keys()) this.announcePresence(desktopId, this.localCount(desktopId));
    const now = this.opts.now();
    for (const [desktopId, byProcess] of this.remote) {
      for (const [origin, entry] of byProcess)
        if (now - entry.at >= this.opts.presenceTtlMs) byProcess.delete(origin);
      if (byProcess.size === 0) this.remote.delete(desktopId);
      this.showPresence(desktopId);
    }
  }

  private localCount(desktopId: string): number {
    let count = 0;
    for (const subscriber of this.rooms.get(desktopId) ?? []) if (!subscriber.viewer) count++;
    return count;
  }

  /** Sends a frame to every window of a desktop in this process. */
  private deliver(event: LiveEvent, skip?: LiveSubscriber): void {
    const room = this.rooms.get(event.desktopId);
    if (!room) return;
    const frame = JSON.stringify(event);
    for (const subscriber of room) {
      if (subscriber === skip) continue;
      this.stats.delivered++;
      subscriber.send(frame, event);
    }
  }

  private deliverToUser(user: string, event: LiveUserEvent): void {
    const frame = JSON.stringify(event);
    for (const room of this.rooms.values())
      for (const subscriber of room)
        if (subscriber.user === user) {
          this.stats.delivered++;
          subscriber.send(frame, event);
        }
  }

  private localPresenceChanged(desktopId: string): void {
    this.announcePresence(desktopId, this.localCount(desktopId));
    this.showPresence(desktopId);
  }

  private announcePresence(desktopId: string, count: number): void {
    this.opts.announce?.(
      desktopId,
      JSON.stringify({ o: this.processId, p: { desktopId, count } } satisfies LiveMessage),
    );
  }

  /** Tells the desktop's windows here the new count when it changed. */
  private showPresence(desktopId: string): void {
    const count = this.presence(desktopId);
    if (this.shownPresence.get(desktopId) === count) return;
    if (count === 0) this.shownPresence.delete(desktopId);
    else this.shownPresence.set(desktopId, count);
    this.deliver({ type: 'presence', desktopId, count });
  }
}

function refOf(event: LiveEvent): Ref | undefined {
  if (event.type === 'widget.created' || event.type === 'widget.updated')
    return {
      type: event.type,
      desktopId: event.desktopId,
      widgetId: event.widget.id,
      ...(event.opId ? { opId: event.opId } : {}),
    };
  if (event.type === 'desktop.updated')
    return { type: event.type, desktopId: event.desktopId, ...(event.opId ? { opId: event.opId } : {}) };
  return undefined;
}
