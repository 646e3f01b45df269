import type { DesktopDto, LiveClientFrame } from '@tafino/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutEntry } from '../layout/layout.ts';
import type { BoardApi } from '../persistence/board-api.ts';
import { boardEngineCallbacks, setSyncEngineForTests } from '../persistence/engine.ts';
import { createMemoryOutboxStore } from '../persistence/outbox-store.ts';
import { SyncEngine } from '../persistence/sync-engine.ts';
import { removeWidget } from '../store/board-actions.ts';
import { type BoardWidget, initialBoardState, useBoardStore } from '../store/board-store.ts';
import { setLiveSender } from './live-sender.ts';
import { clearRemovalOffers, remoteRemoved, remoteRemoving, remoteRestoring } from './removal-offers.ts';

const desktop = { id: 'd1', name: 'Klasse 3a', extraProperties: {} } as unknown as DesktopDto;
const timer: BoardWidget = {
  id: 'w1',
  type: 'Timer',
  ownerName: null,
  settings: { totalSeconds: 60 },
  componentData: {},
  isNew: false,
};
const entry = { i: 'w1', x: 0, y: 0, w: 20, h: 20, type: 'Timer', isStatic: false } as unknown as LayoutEntry;

let engine: SyncEngine;
const calls: string[] = [];
const sent: LiveClientFrame[] = [];
const state = () => useBoardStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  sent.length = 0;
  const api = {
    listWidgets: async () => [],
    createWidget: async () => {},
    updateWidget: async () => {},
    removeWidget: async (_d: string, widgetId: string) => {
      calls.push(`remove:${widgetId}`);
    },
    updateLayout: async () => {},
  } as unknown as BoardApi;
  engine = new SyncEngine({
    api,
    store: createMemoryOutboxStore(),
    setTimer: () => 0,
    clearTimer: () => {},
    ...boardEngineCallbacks,
  });
  setSyncEngineForTests(engine);
  useBoardStore.setState({
    ...initialBoardState(),
    desktop,
    status: 'ready',
    widgets: { w1: timer },
    layout: [entry],
    container: { width: 800, height: 500 },
  });
  setLiveSender((frame) => {
    sent.push(frame);
    return true;
  });
});

afterEach(() => {
  setLiveSender(null);
  clearRemovalOffers();
  engine.dispose();
  setSyncEngineForTests(null);
  vi.useRealTimers();
});

describe('a removal pending its undo in another window', () => {
  it('hides the widget here with the same undo, which brings it back and tells the other windows', () => {
    remoteRemoving('d1', 'w1');
    expect(state().widgets.w1).toBeUndefined();
    expect(state().layout).toEqual([]);
    expect(state().undo?.text).toBe('„Timer“ entfernt');
    state().undo?.undo();
    expect(state().widgets.w1).toEqual(timer);
    expect(state().layout.map((e) => e.i)).toEqual(['w1']);
    expect(state().undo).toBeNull();
    expect(sent).toEqual([{ type: 'widget.restoring', widgetId: 'w1' }]);
  });

  it('shows it again when the other window takes the removal back, and ends the offer once it is sent', async () => {
    remoteRemoving('d1', 'w1');
    remoteRestoring('w1');
    expect(state().widgets.w1).toEqual(timer);
    expect(state().undo).toBeNull();
    remoteRemoving('d1', 'w1');
    remoteRemoved('w1');
    expect(state().undo).toBeNull();
    expect(state().widgets.w1).toBeUndefined();
    // Its own removal is announced, and another window's undo of it means it is never sent.
    useBoardStore.setState({ widgets: { w1: timer }, layout: [entry] });
    removeWidget('w1');
    expect(sent.at(-1)).toEqual({ type: 'widget.removing', widgetId: 'w1' });
    remoteRestoring('w1');
    expect(state().widgets.w1).toEqual(timer);
    vi.advanceTimersByTime(11_000);
    await engine.flush();
    expect(calls).toEqual([]);
    // Not taken back: the removal is sent when the offer ends.
    removeWidget('w1');
    vi.advanceTimersByTime(11_000);
    await engine.flush();
    expect(calls).toEqual(['remove:w1']);
  });
});
