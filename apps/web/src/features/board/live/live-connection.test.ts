import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection } from './live-connection.ts';

/** A WebSocket stand-in the test opens, feeds and closes. */
class FakeSocket {
  static OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('LiveConnection', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const connection = (overrides: Partial<ConstructorParameters<typeof LiveConnection>[0]> = {}) => {
    const ready = vi.fn();
    const frames: unknown[] = [];
    const ended = vi.fn();
    const live = new LiveConnection({
      url: 'ws://test/live',
      getToken: async () => 'token-1',
      onFrame: (frame) => frames.push(frame),
      onReady: ready,
      onEnd: ended,
      random: () => 1,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      ...overrides,
    });
    return { live, ready, frames, ended };
  };

  it('signs in with the first message, never in the URL, and renews on the open socket', async () => {
    const { live, ready } = connection();
    live.start();
    sockets[0]!.open();
    await vi.waitFor(() => expect(sockets[0]!.sent).toEqual(['{"type":"auth","token":"token-1"}']));
    expect(sockets[0]!.url).toBe('ws://test/live');
    sockets[0]!.receive({ type: 'ready', desktopId: 'd1', revision: 1 });
    expect(ready).toHaveBeenCalledWith(false);
    live.renew('token-2');
    expect(sockets[0]!.sent.at(-1)).toBe('{"type":"auth","token":"token-2"}');
    live.stop();
  });

  it('reconnects with growing waits and reports the reconnect (to refetch and rebase)', async () => {
    const { live, ready, frames } = connection();
    live.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', desktopId: 'd1', revision: 1 });
    sockets[0]!.receive({ type: 'presence', desktopId: 'd1', count: 2 });
    expect(frames).toEqual([{ type: 'presence', desktopId: 'd1', count: 2 }]);
    sockets[0]!.close(1006);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.close(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    sockets[2]!.receive({ type: 'ready', desktopId: 'd1', revision: 5 });
    expect(ready).toHaveBeenLastCalledWith(true);
    live.stop();
  });

  it('does not retry a desktop that is not the user’s; stop ends retrying', () => {
    const { live, ended } = connection();
    live.start();
    sockets[0]!.close(4404);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(ended).toHaveBeenCalledWith(4404);
    const second = connection();
    second.live.start();
    second.live.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});
