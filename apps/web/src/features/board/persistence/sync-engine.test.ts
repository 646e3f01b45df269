import { describe, expect, it, vi } from 'vitest';
import type { BoardApi } from './board-api.ts';
import { createMemoryOutboxStore } from './outbox-store.ts';
import { SyncEngine, type SyncEngineOptions } from './sync-engine.ts';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function fakeApi() {
  const calls: string[] = [];
  const failures: number[] = [];
  const call = (name: string) => {
    calls.push(name);
    const status = failures.shift();
    if (status !== undefined) return Promise.reject(new HttpError(status));
    return Promise.resolve();
  };
  const api: BoardApi = {
    listWidgets: async () => [],
    createWidget: (_d, input) => call(`create:${input.widgetId}:${JSON.stringify(input.extraProperties)}`),
    updateWidget: (_d, input) => call(`update:${input.widgetId}:${JSON.stringify(input.extraProperties)}`),
    removeWidget: (_d, widgetId) => call(`remove:${widgetId}`),
    updateLayout: (_d, input) => call(`layout:${input.name}:${JSON.stringify(input.desktopLayoutMeta)}`),
  };
  return { api, calls, failures };
}

function engine(options: Partial<SyncEngineOptions> & { api: BoardApi }) {
  const sleeps: number[] = [];
  const log = vi.fn();
  const e = new SyncEngine({
    store: createMemoryOutboxStore(),
    debounceMs: 10_000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    setTimer: () => 0,
    clearTimer: () => {},
    log,
    ...options,
  });
  return { e, sleeps, log };
}

const widget = (widgetId: string, extraProperties: Record<string, unknown>, isNew = false) => ({
  desktopId: 'd1',
  widgetId,
  componentName: 'Timer',
  extraProperties,
  isNew,
});

describe('SyncEngine', () => {
  it('keeps a widget removed here from coming back through a late live event', async () => {
    const { api } = fakeApi();
    let n = 0;
    const { e } = engine({ api, newOpId: () => `op${++n}` });
    e.saveWidget(widget('w1', { v: 1 }, true));
    await e.flush();
    expect(e.ignoresRemoved('d1', 'w1', 'widget.updated', 'op1')).toBe(false);
    // Removed on the board (the undo toast still open): an echo of an earlier write is ignored.
    e.noteRemoved('d1', 'w1');
    expect(e.ignoresRemoved('d1', 'w1', 'widget.updated', 'op1')).toBe(true);
    expect(e.ignoresRemoved('d1', 'w1', 'widget.created', 'op1')).toBe(true);
    // Undone here: events apply again.
    e.noteRestored('d1', 'w1');
    expect(e.ignoresRemoved('d1', 'w1', 'widget.updated')).toBe(false);
    // Removed for good; another window's creation of the same widget (its undo) shows it again.
    e.removeWidget({ desktopId: 'd1', widgetId: 'w1', componentName: 'Timer', isNew: false });
    expect(e.ignoresRemoved('d1', 'w1', 'widget.updated', 'other')).toBe(true);
    expect(e.ignoresRemoved('d1', 'w1', 'widget.created', 'other')).toBe(false);
    expect(e.ignoresRemoved('d1', 'w1', 'widget.updated', 'other')).toBe(false);
  });

  it('coalesces changes per widget: create then updates → one create with the newest data', async () => {
    const { api, calls } = fakeApi();
    const { e } = engine({ api });
    e.saveWidget(widget('w1', { v: 1 }, true));
    e.saveWidget(widget('w1', { v: 2 }, true));
    e.saveWidget(widget('w1', { v: 3 }, false));
    expect(e.status.pending).toBe(1);
    await e.flush();
    expect(calls).toEqual(['create:w1:{"v":3}']);
    expect(e.status.pending).toBe(0);
  });

  it('does nothing on a flush with an empty outbox (leaving a page flushes twice), and reports each status once', async () => {
    const { api, calls } = fakeApi();
    const statuses: string[] = [];
    const { e } = engine({ api, onStatus: (s) => statuses.push(JSON.stringify(s)) });
    await e.ready();
    expect(statuses).toEqual(['{"pending":0,"failing":false,"saving":false}']);
    await e.flush();
    await e.flush();
    expect(calls).toEqual([]);
    expect(statuses).toHaveLength(1);

    e.saveWidget(widget('w1', { v: 1 }, true));
    e.saveWidget(widget('w1', { v: 2 }, true));
    await e.flush();
    expect(calls).toEqual(['create:w1:{"v":2}']);
    expect(statuses.slice(1)).toEqual([
      '{"pending":1,"failing":false,"saving":false}',
      '{"pending":1,"failing":false,"saving":true}',
      '{"pending":0,"failing":false,"saving":true}',
      '{"pending":0,"failing":false,"saving":false}',
    ]);
  });

  it('flushes what the stored outbox holds even before it has been read', async () => {
    const { api, calls } = fakeApi();
    const store = createMemoryOutboxStore();
    const first = engine({ api, store });
    first.e.saveWidget(widget('w1', { v: 1 }, true));
    await first.e.persisted();
    const second = engine({ api, store });
    await second.e.flush();
    expect(calls).toEqual(['create:w1:{"v":1}']);
  });

  it('never sends a widget that was added and removed before it was saved', async () => {
    const { api, calls } = fakeApi();
    const { e } = engine({ api });
    e.saveWidget(widget('w1', { v: 1 }, true));
    e.removeWidget({ desktopId: 'd1', widgetId: 'w1', componentName: 'Timer', isNew: true });
    await e.flush();
    expect(calls).toEqual([]);
  });

  it('sends widgets before the layout and uses the latest desktop name', async () => {
    const { api, calls } = fakeApi();
    const { e } = engine({
      api,
      resolveDesktop: () => ({ name: 'Neu', classCode: '', extraProperties: {} }),
    });
    e.saveLayout({
      desktopId: 'd1',
      desktopLayoutMeta: { items: [] },
      name: 'Alt',
      classCode: '',
      extraProperties: {},
    });
    e.saveWidget(widget('w1', { v: 1 }));
    await e.flush();
    expect(calls).toEqual(['update:w1:{"v":1}', 'layout:Neu:{"items":[]}']);
  });

  it('retries a failed update once after 500 ms', async () => {
    const { api, calls, failures } = fakeApi();
    const { e, sleeps } = engine({ api });
    failures.push(500);
    e.saveWidget(widget('w1', { v: 1 }));
    await e.flush();
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([500]);
    expect(e.status).toMatchObject({ pending: 0, failing: false });
  });

  it('keeps what still fails in the outbox and sends it on the next flush (e.g. online)', async () => {
    const { api, calls, failures } = fakeApi();
    const store = createMemoryOutboxStore();
    const { e, log } = engine({ api, store });
    failures.push(0, 0);
    e.saveWidget(widget('w1', { v: 1 }));
    await e.flush();
    expect(e.status).toMatchObject({ pending: 1, failing: true });
    expect(log).toHaveBeenCalled();
    await e.persisted();
    expect(await store.getAll()).toHaveLength(1);
    await e.flush();
    expect(calls.at(-1)).toBe('update:w1:{"v":1}');
    expect(e.status).toMatchObject({ pending: 0, failing: false });
    await e.persisted();
    expect(await store.getAll()).toHaveLength(0);
  });

  it('restores the outbox of an earlier visit from storage', async () => {
    const store = createMemoryOutboxStore();
    const first = engine({ api: fakeApi().api, store });
    first.e.saveWidget(widget('w1', { v: 7 }, true));
    await first.e.persisted();
    const { api, calls } = fakeApi();
    const second = engine({ api, store });
    await second.e.ready();
    expect(second.e.pendingFor('d1')).toHaveLength(1);
    await second.e.flush();
    expect(calls).toEqual(['create:w1:{"v":7}']);
  });

  it('drops a change the server refuses (4xx) and logs it', async () => {
    const { api, failures } = fakeApi();
    const { e, log, sleeps } = engine({ api });
    failures.push(400);
    e.saveWidget(widget('w1', { v: 1 }));
    await e.flush();
    expect(sleeps).toEqual([]);
    expect(e.status.pending).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Giving up'), expect.any(HttpError));
  });

  it('treats removing an already missing widget as done', async () => {
    const { api, failures, calls } = fakeApi();
    const { e } = engine({ api });
    failures.push(404);
    e.removeWidget({ desktopId: 'd1', widgetId: 'w1', componentName: 'Timer', isNew: false });
    await e.flush();
    expect(calls).toEqual(['remove:w1']);
    expect(e.status.pending).toBe(0);
  });

  it('logs a failed removal and keeps it for later', async () => {
    const { api, failures } = fakeApi();
    const { e, log } = engine({ api });
    failures.push(503, 503);
    e.removeWidget({ desktopId: 'd1', widgetId: 'w1', componentName: 'Timer', isNew: false });
    await e.flush();
    expect(log).toHaveBeenCalledWith('Widget removal failed', expect.any(HttpError));
    expect(e.status.pending).toBe(1);
  });

  it('does not lose a change made while the previous one was in flight', async () => {
    let release: () => void = () => {};
    const calls: string[] = [];
    const created = vi.fn();
    const api: BoardApi = {
      ...fakeApi().api,
      createWidget: (_d, input) => {
        calls.push(`create:${JSON.stringify(input.extraProperties)}`);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      updateWidget: async (_d, input) => {
        calls.push(`update:${JSON.stringify(input.changes ?? input.extraProperties)}`);
      },
    };
    const { e } = engine({ api, onCreated: created });
    e.saveWidget(widget('w1', { v: 1 }, true));
    const flushing = e.flush();
    await new Promise((r) => setTimeout(r, 0));
    e.saveWidget(widget('w1', { v: 2 }, true));
    release();
    await flushing;
    await e.flush();
    // Once created, only what changed since is sent (merged by the server).
    expect(calls).toEqual(['create:{"v":1}', 'update:[{"op":"set","path":["v"],"value":2}]']);
    expect(created).toHaveBeenCalledWith('d1', 'w1');
    expect(e.status.pending).toBe(0);
  });

  it('sends per-setting changes against the confirmed data and rebases unsent ones on a remote change', async () => {
    const sent: unknown[] = [];
    const api: BoardApi = {
      ...fakeApi().api,
      updateWidget: async (_d, input) => {
        sent.push(input.changes);
        return { extraProperties: { ...(input.changes ? {} : input.extraProperties) } };
      },
    };
    const { e } = engine({ api });
    e.confirmServer('d1', [{ id: 'w1', extraProperties: { s: { color: 'red', size: 1 } } }], {});
    e.saveWidget(widget('w1', { s: { color: 'blue', size: 1 } }));
    // Another window changed the size meanwhile: the local colour stays on top of it.
    expect(e.rebaseWidget('d1', 'w1', { s: { color: 'red', size: 3 } })).toEqual({
      s: { color: 'blue', size: 3 },
    });
    await e.flush();
    expect(sent).toEqual([[{ op: 'set', path: ['s', 'color'], value: 'blue' }]]);
    // A remote removal wins over unsent local changes.
    e.saveWidget(widget('w1', { s: { color: 'green', size: 3 } }));
    e.dropWidget('d1', 'w1');
    expect(e.status.pending).toBe(0);
  });
});
