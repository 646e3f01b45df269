import type { LiveEvent } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { LiveHub, type LiveMessage } from './live-hub.ts';

const widget = (id: string, size = 10) => ({
  id,
  desktopId: 'd1',
  componentName: 'Timer',
  extraProperties: { big: 'x'.repeat(size) },
  creationTime: '',
  lastModificationTime: '',
});

/** Two hubs joined by a fake channel that delivers every announcement to both (as NOTIFY does). */
function pair(options: { now?: () => number } = {}) {
  const hubs: LiveHub[] = [];
  const announce = (_desktopId: string | undefined, message: string) => {
    for (const hub of hubs) void hub.receive(JSON.parse(message) as LiveMessage);
  };
  hubs.push(new LiveHub({ announce, ...options }), new LiveHub({ announce, ...options }));
  return hubs as [LiveHub, LiveHub];
}

const collect = () => {
  const frames: LiveEvent[] = [];
  return { frames, send: (frame: string) => frames.push(JSON.parse(frame) as LiveEvent) };
};

describe('LiveHub', () => {
  it('fans a write out to the windows of its desktop in both processes, once each', async () => {
    const [a, b] = pair();
    const here = collect();
    const there = collect();
    const elsewhere = collect();
    a.join('d1', here);
    b.join('d1', there);
    b.join('d2', elsewhere);
    a.publish({ type: 'widget.updated', desktopId: 'd1', widget: widget('w1') });
    expect(here.frames.filter((f) => f.type === 'widget.updated')).toHaveLength(1);
    expect(there.frames.filter((f) => f.type === 'widget.updated')).toHaveLength(1);
    expect(elsewhere.frames.filter((f) => f.type === 'widget.updated')).toHaveLength(0);
  });

  it('counts windows across processes, not share-code viewers, and forgets a silent process', async () => {
    let now = 0;
    const [a, b] = pair({ now: () => now });
    const here = collect();
    a.join('d1', here);
    const leave = b.join('d1', collect());
    b.join('d1', { viewer: true, send: () => {} });
    expect(a.presence('d1')).toBe(2);
    expect(here.frames.at(-1)).toEqual({ type: 'presence', desktopId: 'd1', count: 2 });
    leave();
    expect(a.presence('d1')).toBe(1);
    b.join('d1', collect());
    now = 60_000;
    a.heartbeat();
    expect(a.presence('d1')).toBe(1);
  });

  it('sends an event too large for a notification as a reference the other process loads', async () => {
    const sent: string[] = [];
    const a = new LiveHub({ announce: (_d, m) => sent.push(m) });
    const b = new LiveHub();
    const there = collect();
    b.join('d1', there);
    b.setLoader(async (ref) =>
      ref.type === 'desktop.updated'
        ? undefined
        : { type: ref.type, desktopId: ref.desktopId, widget: widget(ref.widgetId) },
    );
    a.publish({ type: 'widget.updated', desktopId: 'd1', widget: widget('w1', 20_000) });
    const message = JSON.parse(sent.at(-1)!) as LiveMessage;
    expect('ref' in message).toBe(true);
    expect(sent.at(-1)!.length).toBeLessThan(500);
    await b.receive(message);
    expect(there.frames.some((f) => f.type === 'widget.updated')).toBe(true);
  });

  it('asks every window of this process to reconnect once it may have missed events', () => {
    const hub = new LiveHub();
    const asked: string[] = [];
    hub.join('d1', { send: () => {}, reconnect: () => asked.push('d1 teacher') });
    hub.join('d1', { viewer: true, send: () => {}, reconnect: () => asked.push('d1 viewer') });
    hub.join('d2', { send: () => {}, reconnect: () => asked.push('d2 teacher') });
    hub.missedEvents();
    expect(asked.sort()).toEqual(['d1 teacher', 'd1 viewer', 'd2 teacher']);
  });

  it("sends a user's settings change to that user's windows on every desktop and process, no one else's", () => {
    const [a, b] = pair();
    const mine = [collect(), collect(), collect()];
    const others = collect();
    const viewer = collect();
    a.join('d1', { ...mine[0]!, user: 't:u1' });
    b.join('d2', { ...mine[1]!, user: 't:u1' });
    b.join('d3', { ...mine[2]!, user: 't:u1' });
    b.join('d2', { ...others, user: 't:u2' });
    b.join('d2', { ...viewer, viewer: true });
    a.publishToUser('t:u1', { type: 'settings.changed', names: ['BackgroundColor'] });
    for (const window of mine)
      expect(window.frames.filter((f) => (f.type as string) === 'settings.changed')).toHaveLength(1);
    for (const window of [others, viewer])
      expect(window.frames.some((f) => (f.type as string) === 'settings.changed')).toBe(false);
  });
});
