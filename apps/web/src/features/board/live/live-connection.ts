import type { LiveClientFrame, LiveServerFrame } from '@tafino/shared';
import { LIVE_CLOSE } from '@tafino/shared';

export interface LiveConnectionOptions {
  url: string;
  /** The token sent first; absent for a share-code view (the code in the URL is its capability). */
  getToken?: () => Promise<string | undefined>;
  /** The channel closed for good (not the user's desktop, or a share code that ended). */
  onEnd?: (code: number) => void;
  /** Close codes after which it does not reconnect. */
  finalCodes?: readonly number[];
  onFrame: (frame: LiveServerFrame) => void;
  /** The channel is (again) open; `reconnected` after it was lost: refetch and rebase. */
  onReady: (reconnected: boolean) => void;
  /** The channel was lost (presence unknown until it is back). */
  onLost?: () => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/** Longest wait between reconnection attempts. */
const MAX_BACKOFF_MS = 15_000;
const FIRST_BACKOFF_MS = 500;

/**
 * One desktop's live channel: connects, signs in with the first message (the token never goes in
 * the URL), renews the token when the app gets a new one, and reconnects with exponential backoff
 * (with jitter, so a restarted server is not hit by every window at once) until stopped. A desktop
 * that is not the user's (4404) is not retried.
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private everReady = false;

  constructor(private readonly opts: LiveConnectionOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  /** Sends a renewed access token on the open channel. */
  renew(token: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: 'auth', token }));
  }

  /** Sends a frame on the open channel; false when it is not open (the frame is dropped). */
  send(frame: LiveClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN || !this.everReady) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Tries at once (the browser is back online). */
  retryNow(): void {
    if (this.stopped || this.socket) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  }

  private connect(): void {
    const socket = (this.opts.createSocket ?? ((url) => new WebSocket(url)))(this.opts.url);
    this.socket = socket;
    socket.onopen = () => {
      if (!this.opts.getToken) return;
      void this.opts.getToken().then((token) => {
        if (this.socket !== socket) return;
        if (!token) {
          socket.close(1000);
          return;
        }
        socket.send(JSON.stringify({ type: 'auth', token }));
      });
    };
    socket.onmessage = (message) => {
      if (this.socket !== socket) return;
      let frame: LiveServerFrame;
      try {
        frame = JSON.parse(String(message.data)) as LiveServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        this.attempts = 0;
        const reconnected = this.everReady;
        this.everReady = true;
        this.opts.onReady(reconnected);
        return;
      }
      this.opts.onFrame(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.opts.onLost?.();
      if (this.stopped) return;
      if ((this.opts.finalCodes ?? [LIVE_CLOSE.notFound]).includes(event.code)) {
        this.opts.onEnd?.(event.code);
        return;
      }
      const delay = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** this.attempts);
      this.attempts++;
      const jitter = 0.5 + (this.opts.random ?? Math.random)() / 2;
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!this.stopped) this.connect();
      }, delay * jitter);
    };
  }
}
