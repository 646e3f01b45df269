import type { DesktopDto, WidgetDto } from '@tafino/shared';
import { gridItemsOverlap, NO_SPACE_FOR_WIDGET_MESSAGE } from '@tafino/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadWidgetDefinitions, WIDGET_MANIFESTS } from '../../../widgets/registry.ts';
import { useNotifications } from '../../notifications/store.ts';
import type { BoardApi } from '../persistence/board-api.ts';
import { boardEngineCallbacks, setSyncEngineForTests } from '../persistence/engine.ts';
import { createMemoryOutboxStore } from '../persistence/outbox-store.ts';
import { SyncEngine } from '../persistence/sync-engine.ts';
import {
  addWidget,
  buildBoard,
  dismissUndo,
  duplicateWidget,
  nudge,
  offerViewUndo,
  openBoard,
  placeAnother,
  placeSiblings,
  removeWidget,
  requestWidgetFrame,
  resetSettings,
  toggleLock,
  updateComponentData,
  updateSettings,
} from './board-actions.ts';
import { initialBoardState, useBoardStore } from './board-store.ts';

const desktop: DesktopDto = {
  id: 'd1',
  name: 'Klasse 3a',
  classCode: '3a',
  clonedFromDesktopId: null,
  sharedContexts: [],
  shareContext: null,
  cloneShareActionCode: null,
  extraProperties: {},
  creationTime: '2025-09-10T08:00:00Z',
  lastModificationTime: '2025-09-10T08:00:00Z',
};

let engine: SyncEngine;
const calls: string[] = [];

// The board loads its widgets' definitions before it shows them (fetchBoardWidgets, placeWidget).
beforeAll(() => loadWidgetDefinitions(WIDGET_MANIFESTS.map((manifest) => manifest.type)));

beforeEach(() => {
  calls.length = 0;
  const api: BoardApi = {
    listWidgets: async () => [],
    createWidget: async (_d, input) => {
      calls.push(`create:${input.componentName}`);
    },
    updateWidget: async (_d, input) => {
      calls.push(`update:${input.widgetId}`);
    },
    removeWidget: async (_d, widgetId) => {
      calls.push(`remove:${widgetId}`);
    },
    updateLayout: async (_d, input) => {
      calls.push(`layout:${input.name}`);
    },
  };
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
    container: { width: 800, height: 500 },
    viewport: { width: 800, height: 500 },
  });
  useNotifications.setState({ items: [] });
  openBoard(desktop, [], 'PrimaryGradeLevel');
});

afterEach(() => {
  engine.dispose();
  setSyncEngineForTests(null);
});

const state = () => useBoardStore.getState();

describe('board actions', () => {
  it('adds a widget at the first free slot with shared defaults and saves widget and layout', async () => {
    const id = addWidget('Timer')!;
    expect(state().layout[0]).toMatchObject({ i: id, x: 0, y: 0, w: 36, h: 24, type: 'Timer' });
    expect(state().widgets[id]).toMatchObject({
      type: 'Timer',
      isNew: true,
      settings: { totalSeconds: 300 },
    });
    expect(state().selectedId).toBe(id);
    await engine.flush();
    expect(calls).toEqual(['create:Timer', 'layout:Klasse 3a']);
    expect(state().widgets[id]?.isNew).toBe(false);
  });

  it('shows the no-space error when nothing fits into the visible board', () => {
    // 800x500 px: 4 x 2 clocks of 200x200 fit, the ninth does not.
    for (let n = 0; n < 8; n++) expect(addWidget('Clock')).not.toBeNull();
    expect(addWidget('Clock')).toBeNull();
    expect(useNotifications.getState().items.map((n) => n.text)).toEqual([NO_SPACE_FOR_WIDGET_MESSAGE]);
    expect(state().layout).toHaveLength(8);
  });

  it('removes at once and brings the widget back with its data on undo', () => {
    const id = addWidget('TrafficLight')!;
    updateComponentData(id, { activeLight: 'green' });
    removeWidget(id);
    expect(state().widgets[id]).toBeUndefined();
    expect(state().undo?.text).toBe('„Ampel“ entfernt');
    state().undo?.undo();
    const restored = Object.values(state().widgets);
    expect(restored).toHaveLength(1);
    expect(restored[0]?.componentData).toEqual({ activeLight: 'green' });
    expect(state().layout[0]).toMatchObject({ x: 0, y: 0 });
  });

  it('sends a removal only when its undo offer ends, and an undone removal never', async () => {
    const kept = addWidget('TrafficLight')!;
    const removed = addWidget('Dice')!;
    await engine.flush();
    calls.length = 0;
    removeWidget(kept);
    await engine.flush();
    expect(calls.filter((c) => c.startsWith('remove:'))).toEqual([]);
    state().undo?.undo();
    expect(state().widgets[kept]).toBeDefined();
    removeWidget(removed);
    dismissUndo();
    await engine.flush();
    expect(calls.filter((c) => c.startsWith('remove:'))).toEqual([`remove:${removed}`]);
  });

  it("'Zurücksetzen' restores the defaults and offers to bring the settings back", () => {
    const id = addWidget('TrafficLight')!;
    const defaults = state().widgets[id]?.settings;
    resetSettings(id);
    // Already the defaults: nothing to undo.
    expect(state().undo).toBeNull();
    updateComponentData(id, { activeLight: 'green' });
    updateSettings(id, { custom: 'kept until reset' });
    const changed = state().widgets[id]?.settings;
    resetSettings(id);
    expect(state().widgets[id]?.settings).toEqual(defaults);
    expect(state().widgets[id]?.componentData).toEqual({ activeLight: 'green' });
    expect(state().undo?.text).toBe('Einstellungen von „Ampel“ zurückgesetzt');
    state().undo?.undo();
    expect(state().undo).toBeNull();
    expect(state().widgets[id]?.settings).toEqual(changed);
    expect(state().widgets[id]?.componentData).toEqual({ activeLight: 'green' });
  });

  it("'+' of a flip card places a blank one of its size beside it, else below, and opens its settings", () => {
    const first = addWidget('FlipCard')!;
    updateSettings(first, {
      frontSide: { text: 'Hund', assetUrl: '', assetId: '', backgroundColor: 'white' },
    });
    const entry = (id: string) => state().layout.find((item) => item.i === id)!;
    const { w, h } = entry(first);
    const second = placeAnother(first)!;
    expect(entry(second)).toMatchObject({ x: w, y: 0, w, h });
    expect(state().settingsId).toBe(second);
    expect(state().widgets[second]?.settings.frontSide).toMatchObject({ text: '' });
    const third = placeAnother(second)!;
    expect(entry(third)).toMatchObject({ x: 2 * w, y: 0 });
    // No room to the right of the third card (800 px board): below it.
    const fourth = placeAnother(third)!;
    expect(entry(fourth)).toMatchObject({ x: 2 * w, y: h, w, h });
    // Only widgets that come in sets have '+'.
    expect(placeAnother(addWidget('Clock')!)).toBeNull();
  });

  it('lock blocks moving and removing; unlock allows it again', () => {
    const id = addWidget('Clock')!;
    toggleLock(id);
    expect(nudge(id, { dx: 1 })).toBe(false);
    removeWidget(id);
    expect(state().widgets[id]).toBeDefined();
    toggleLock(id);
    expect(nudge(id, { dx: 1 })).toBe(true);
    expect(state().layout[0]).toMatchObject({ x: 1, layoutData: { isInitial: false } });
  });

  it('applies a frame a widget asks for within the board and beside its neighbours', () => {
    const id = addWidget('ExternalContent')!;
    const entry = () => state().layout.find((e) => e.i === id)!;
    expect(entry()).toMatchObject({ x: 0, y: 0, w: 36, h: 24 });
    expect(requestWidgetFrame(id, { width: 400, height: 300 })).toBe(true);
    expect(entry()).toMatchObject({
      x: 0,
      y: 0,
      w: 40,
      h: 30,
      layoutData: { widthInPx: 400, isInitial: false },
    });
    // Larger than the board: the board's size at most.
    const { cols, rows } = { cols: state().container.width / 10, rows: state().container.height / 10 };
    expect(requestWidgetFrame(id, { width: 50_000, height: 50_000 })).toBe(true);
    expect(entry()).toMatchObject({ x: 0, y: 0, w: cols, h: rows });
    // A neighbour in the way: the widget moves to a free slot, or keeps its frame when none is free.
    expect(requestWidgetFrame(id, { width: 200, height: 200 })).toBe(true);
    const other = addWidget('Clock')!;
    const placed = state().layout.find((e) => e.i === other)!;
    expect(placed.x).toBeGreaterThanOrEqual(20);
    expect(requestWidgetFrame(id, { width: 300, height: 200 })).toBe(true);
    expect(entry()).toMatchObject({ w: 30, h: 20 });
    expect(gridItemsOverlap(entry(), placed)).toBe(false);
    expect(requestWidgetFrame(id, { width: cols * 10, height: rows * 10 })).toBe(false);
    expect(entry()).toMatchObject({ w: 30, h: 20 });
    toggleLock(id);
    expect(requestWidgetFrame(id, { width: 300, height: 300 })).toBe(false);
  });

  it('duplicates with the same settings and fresh live state', () => {
    const id = addWidget('Dice')!;
    updateComponentData(id, { values: [4], held: [false], rolledAt: 1 });
    duplicateWidget(id);
    const copy = Object.values(state().widgets).find((w) => w.id !== id)!;
    expect(copy.settings).toEqual(state().widgets[id]?.settings);
    expect(copy.componentData).toEqual({ values: [], held: [], rolledAt: 0 });
  });
});

describe('buildBoard', () => {
  const widget = (
    id: string,
    componentName: string,
    extraProperties: Record<string, unknown> = {},
  ): WidgetDto => ({
    id,
    desktopId: 'd1',
    componentName,
    extraProperties,
    creationTime: '',
    lastModificationTime: '',
  });

  it('overlays unsent local changes, keeps unknown types and places widgets without a layout entry', () => {
    const built = buildBoard(
      desktop,
      [widget('a', 'TrafficLight'), widget('b', 'NotYetBuiltWidget'), widget('c', 'Clock')],
      [
        {
          key: 'widget:d1:a',
          kind: 'widget',
          desktopId: 'd1',
          widgetId: 'a',
          componentName: 'TrafficLight',
          extraProperties: { widgetComponentData: { activeLight: 'red' } },
          needsCreate: false,
          removed: false,
          seq: 1,
          changedAt: 0,
        },
        {
          key: 'widget:d1:c',
          kind: 'widget',
          desktopId: 'd1',
          widgetId: 'c',
          componentName: 'Clock',
          extraProperties: {},
          needsCreate: false,
          removed: true,
          seq: 2,
          changedAt: 0,
        },
      ],
      'PrimaryGradeLevel',
      { width: 800, height: 500 },
    );
    expect(built.widgets.a?.componentData).toEqual({ activeLight: 'red' });
    expect(built.widgets.b?.unsupported).toBe(true);
    expect(built.widgets.c).toBeUndefined();
    expect(built.layout.map((e) => e.i)).toEqual(['a']);
  });
});

describe('board actions for views (SDK)', () => {
  it("placeSiblings: cards of the caller's type and size beside it in rows, each with its owner; the caller stays selected", async () => {
    const first = addWidget('WidgetNameCard')!;
    const entry = (id: string) => state().layout.find((e) => e.i === id)!;
    const { w, h } = entry(first);
    const names = Array.from({ length: 7 }, (_, i) => `Kind ${i + 1}`);
    expect(
      placeSiblings(
        first,
        names.map((ownerName) => ({ ownerName })),
      ),
    ).toBe(7);
    const siblings = Object.values(state().widgets).filter((widget) => widget.id !== first);
    expect(siblings.map((widget) => widget.ownerName)).toEqual(names);
    expect(siblings.every((widget) => widget.type === 'WidgetNameCard')).toBe(true);
    // 800 px board, 150 px cards: five in the first row, then the next row from the left edge.
    const places = siblings.map((widget) => entry(widget.id));
    expect(places.map((p) => [p.x, p.y])).toEqual([
      [w, 0],
      [2 * w, 0],
      [3 * w, 0],
      [4 * w, 0],
      [0, h],
      [w, h],
      [2 * w, h],
    ]);
    expect(places.every((p) => p.w === w && p.h === h)).toBe(true);
    expect(state().selectedId).toBe(first);
    await engine.flush();
    expect(calls.filter((c) => c === 'create:WidgetNameCard')).toHaveLength(8);
  });

  it("offerViewUndo: the board's toast runs the view's undo once and closes", () => {
    let undone = 0;
    offerViewUndo('Klassendienste weitergerückt', () => undone++);
    expect(state().undo?.text).toBe('Klassendienste weitergerückt');
    state().undo?.undo();
    expect(undone).toBe(1);
    expect(state().undo).toBeNull();
  });
});
