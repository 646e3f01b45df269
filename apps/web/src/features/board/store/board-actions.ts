import {
  type DesktopDto,
  type EffectiveEdition,
  findFreePosition,
  gridItemsOverlap,
  NO_SPACE_FOR_WIDGET_MESSAGE,
  type PxSize,
  type WidgetDto,
  type WidgetTypeKey,
} from '@tafino/shared';
import { i18n } from '../../../i18n/index.ts';
import { getWidgetDefinition, isWidgetDefinitionLoaded } from '../../../widgets/registry.ts';
import {
  changeSettings,
  loadWidgetData,
  newWidgetData,
  toStoredExtraProperties,
} from '../../../widgets/sdk/stored.ts';
import { notify } from '../../notifications/store.ts';
import {
  CELL_PX,
  type ContainerSize,
  containerGrid,
  createLayoutEntry,
  defaultFrame,
  fitBoardSize,
  type LayoutEntry,
  layoutExtent,
  nudgeEntry,
  placeNewWidget,
  readBoardSize,
  readLayoutMeta,
  toCells,
  toLayoutMeta,
  withGeometry,
} from '../layout/layout.ts';
import { announceRemoval } from '../live/live-sender.ts';
import { getSyncEngine } from '../persistence/engine.ts';
import type { OutboxItem } from '../persistence/outbox-store.ts';
import { type BoardWidget, initialBoardState, useBoardStore } from './board-store.ts';

const get = () => useBoardStore.getState();
const set = useBoardStore.setState;

const UNDO_MS = 10_000;
let undoCounter = 0;
let undoTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Builds the board from the server's widgets, the desktop's layout meta and any unsent local changes.
 * The definitions of their types must have loaded (fetchBoardWidgets, loadWidgetDefinitions); a
 * type whose definition is missing shows as unsupported and is not saved.
 */
export function buildBoard(
  desktop: DesktopDto,
  serverWidgets: readonly WidgetDto[],
  pending: readonly OutboxItem[],
  edition: EffectiveEdition,
  container: ContainerSize,
): { widgets: Record<string, BoardWidget>; layout: LayoutEntry[] } {
  const raw = new Map<string, { type: string; extraProperties: unknown; isNew: boolean }>();
  for (const w of serverWidgets)
    raw.set(w.id, { type: w.componentName, extraProperties: w.extraProperties, isNew: false });
  let layoutSource: Record<string, unknown> = desktop.extraProperties;
  for (const item of pending) {
    if (item.kind === 'layout') layoutSource = { desktopLayoutMeta: item.desktopLayoutMeta };
    else if (item.removed) raw.delete(item.widgetId);
    else
      raw.set(item.widgetId, {
        type: item.componentName,
        extraProperties: item.extraProperties,
        isNew: item.needsCreate,
      });
  }
  const widgets: Record<string, BoardWidget> = {};
  for (const [id, w] of raw) {
    const definition = isWidgetDefinitionLoaded(w.type) ? getWidgetDefinition(w.type) : undefined;
    if (!definition) {
      widgets[id] = {
        id,
        type: w.type,
        ownerName: null,
        settings: {},
        componentData: {},
        isNew: false,
        unsupported: true,
      };
      continue;
    }
    const data = loadWidgetData(definition, w.extraProperties, edition);
    widgets[id] = {
      id,
      type: definition.type,
      ownerName: data.ownerName,
      settings: data.settings,
      componentData: data.componentData,
      isNew: w.isNew,
    };
  }
  const layout = readLayoutMeta(layoutSource).filter((entry) => widgets[entry.i]);
  // Widgets without a layout entry (e.g. written by another client) get the first free slot below.
  for (const id of Object.keys(widgets)) {
    if (layout.some((entry) => entry.i === id)) continue;
    const widget = widgets[id]!;
    const definition = isWidgetDefinitionLoaded(widget.type) ? getWidgetDefinition(widget.type) : undefined;
    if (!definition) continue;
    const frame = defaultFrame(definition.type, edition);
    const { cols } = containerGrid(container);
    const at = findFreePosition(
      layout,
      { w: toCells(frame.width), h: toCells(frame.height) },
      Math.max(cols, layoutExtent(layout).cols),
    );
    layout.push(
      createLayoutEntry(
        id,
        definition,
        edition,
        at ?? { x: 0, y: layoutExtent(layout).rows },
        container,
        frame,
      ),
    );
  }
  return { widgets, layout };
}

/** Shows a desktop's board (after its widgets were fetched). */
export function openBoard(
  desktop: DesktopDto,
  serverWidgets: readonly WidgetDto[],
  edition: EffectiveEdition,
): void {
  const engine = getSyncEngine();
  // What the server has now: later local changes are sent as the difference to it.
  engine.confirmServer(desktop.id, serverWidgets, desktop.extraProperties);
  const viewport = get().viewport;
  const stored = readBoardSize(desktop.extraProperties, readLayoutMeta(desktop.extraProperties));
  const { widgets, layout } = buildBoard(
    desktop,
    serverWidgets,
    engine.pendingFor(desktop.id),
    edition,
    stored ?? fitBoardSize(viewport),
  );
  // A board keeps the size it was prepared at; one without a size takes this screen's.
  const container = readBoardSize(desktop.extraProperties, layout) ?? fitBoardSize(viewport);
  set({ ...initialBoardState(), container, viewport, desktop, edition, status: 'ready', widgets, layout });
}

export function closeBoard(): void {
  void getSyncEngine().flush();
  const { viewport } = get();
  set({ ...initialBoardState(), container: fitBoardSize(viewport), viewport });
}

/** The shell passed a newer version of the same desktop (rename, class code): keep layout and widgets. */
export function refreshDesktop(desktop: DesktopDto): void {
  if (get().desktop?.id === desktop.id) set({ desktop });
}

/** The visible board area changed: the board is scaled to it at once; an empty board takes its size. */
export function setViewport(viewport: ContainerSize): void {
  const { viewport: current, container, layout } = get();
  const next = layout.length === 0 ? fitBoardSize(viewport) : container;
  const resized = next.width !== container.width || next.height !== container.height;
  if (resized || current.width !== viewport.width || current.height !== viewport.height)
    set({ viewport, container: next });
}

/**
 * The resize tracker's settled report. The logical board stays; only an empty board (nothing placed yet)
 * takes a significantly different screen as its new size.
 */
export function settleViewport(viewport: ContainerSize, significant: boolean): void {
  const { container, layout } = get();
  if (!significant || layout.length > 0) return;
  const next = fitBoardSize(viewport);
  if (next.width !== container.width || next.height !== container.height) set({ container: next });
}

function saveLayout(layout: LayoutEntry[]): void {
  const { desktop, container } = get();
  if (!desktop) return;
  getSyncEngine().saveLayout({
    desktopId: desktop.id,
    desktopLayoutMeta: toLayoutMeta(layout, container),
    name: desktop.name,
    classCode: desktop.classCode,
    extraProperties: desktop.extraProperties,
  });
}

function saveWidget(widget: BoardWidget): void {
  const { desktop } = get();
  const definition = getWidgetDefinition(widget.type);
  if (!desktop || !definition || widget.unsupported) return;
  getSyncEngine().saveWidget({
    desktopId: desktop.id,
    widgetId: widget.id,
    componentName: widget.type,
    extraProperties: { ...toStoredExtraProperties(definition, widget) },
    isNew: widget.isNew,
  });
}

function setLayout(layout: LayoutEntry[]): void {
  set({ layout });
  saveLayout(layout);
}

function displayName(type: string): string {
  return i18n.t(`widgets.${type}.name`, { defaultValue: type });
}

/**
 * Adds a widget of a type at `at` or the first free slot, in its default frame or `frame`;
 * shows the no-space error when none fits. Its definition must have loaded (place-widget.ts loads it).
 */
export function addWidget(
  type: WidgetTypeKey,
  at?: { x: number; y: number } | null,
  frame: PxSize = defaultFrame(type, get().edition),
): string | null {
  const definition = getWidgetDefinition(type);
  const { desktop, edition, layout, container } = get();
  if (!definition || !desktop) return null;
  const position = at ?? placeNewWidget(layout, frame, container);
  if (!position) {
    notify({ type: 'error', text: NO_SPACE_FOR_WIDGET_MESSAGE });
    return null;
  }
  const id = crypto.randomUUID();
  const data = newWidgetData(definition, edition);
  const widget: BoardWidget = { id, type, ...data, isNew: true };
  const entry = createLayoutEntry(id, definition, edition, position, container, frame);
  set({ widgets: { ...get().widgets, [id]: widget }, selectedId: id, placedId: id });
  saveWidget(widget);
  setLayout([...layout, entry]);
  return id;
}

function putWidget(id: string, change: (widget: BoardWidget) => BoardWidget): void {
  const widget = get().widgets[id];
  if (!widget) return;
  const next = change(widget);
  if (next === widget) return;
  set({ widgets: { ...get().widgets, [id]: next } });
  saveWidget(next);
}

export function updateComponentData(
  id: string,
  next: Record<string, unknown> | ((previous: Record<string, unknown>) => Record<string, unknown>),
): void {
  putWidget(id, (widget) => {
    const componentData = typeof next === 'function' ? next(widget.componentData) : next;
    return componentData === widget.componentData ? widget : { ...widget, componentData };
  });
}

/** New settings with the live state the definition derives from them (an idle Timer's new time). */
function withSettings(widget: BoardWidget, settings: Record<string, unknown>): BoardWidget {
  const definition = getWidgetDefinition(widget.type);
  return definition
    ? { ...widget, ...changeSettings(definition, widget, settings) }
    : { ...widget, settings };
}

export function updateSettings(id: string, patch: Record<string, unknown>): void {
  if (isLocked(id)) return;
  putWidget(id, (widget) => withSettings(widget, { ...widget.settings, ...patch }));
}

/** Quick controls in the header (e.g. the note's colour) stay usable: they are part of the surface. */
export function updateQuickSetting(id: string, patch: Record<string, unknown>): void {
  putWidget(id, (widget) => withSettings(widget, { ...widget.settings, ...patch }));
}

export function setOwnerName(id: string, ownerName: string | null): void {
  putWidget(id, (widget) => ({ ...widget, ownerName }));
}

/**
 * 'Auf Standard zurücksetzen': default settings, unknown keys dropped, live state kept. Offers
 * 'Rückgängig' for 10 s, which brings the settings back as they were.
 */
export function resetSettings(id: string): void {
  const { edition } = get();
  const before = get().widgets[id];
  putWidget(id, (widget) => {
    const definition = getWidgetDefinition(widget.type);
    if (!definition) return widget;
    return withSettings(widget, newWidgetData(definition, edition).settings);
  });
  const after = get().widgets[id];
  if (!before || !after || JSON.stringify(after.settings) === JSON.stringify(before.settings)) return;
  commitPendingRemoval();
  offerUndo(i18n.t('board.toast.settingsReset', { name: displayName(before.type) }), () => {
    set({ undo: null });
    putWidget(id, (widget) => withSettings(widget, before.settings));
  });
}

export function isLocked(id: string): boolean {
  return get().layout.find((entry) => entry.i === id)?.isStatic ?? false;
}

/** Applies positions/sizes from the grid after a drag or resize. */
export function commitGeometry(
  items: readonly { i: string; x: number; y: number; w: number; h: number }[],
): void {
  const { layout, container } = get();
  const byId = new Map(items.map((item) => [item.i, item]));
  let changed = false;
  const next = layout.map((entry) => {
    const item = byId.get(entry.i);
    if (!item) return entry;
    const updated = withGeometry(entry, item, container);
    if (updated !== entry) changed = true;
    return updated;
  });
  if (changed) setLayout(next);
}

/** Arrow keys, 'Anordnen' and the size buttons: one cell per step. */
export function nudge(id: string, change: { dx?: number; dy?: number; dw?: number; dh?: number }): boolean {
  const { layout, container } = get();
  const visible = containerGrid(container);
  const extent = layoutExtent(layout);
  const bounds = { cols: Math.max(visible.cols, extent.cols), rows: Math.max(visible.rows, extent.rows) };
  const moved = nudgeEntry(layout, id, change, bounds);
  if (!moved) return false;
  setLayout(layout.map((entry) => (entry.i === id ? moved : entry)));
  return true;
}

/**
 * A widget asks for a frame of its own (e.g. "Webinhalt" taking the size its embed code declares):
 * the frame takes `frame` (logical px, rounded up to whole cells), no smaller than its minimum and no larger
 * than the board. It stays where it is when the new size fits there, else moves to the first free
 * slot; a size that fits nowhere is not applied (false). A locked widget keeps its frame. With
 * `undoable` the toast offers "Rückgängig": the previous frame again, where it is still free.
 */
export function requestWidgetFrame(
  id: string,
  frame: PxSize,
  options: { readonly undoable?: boolean } = {},
): boolean {
  const { layout, container } = get();
  const entry = layout.find((item) => item.i === id);
  if (!entry || entry.isStatic || !entry.isResizable) return false;
  const { cols, rows } = containerGrid(container);
  // Rounded up to whole cells: the content is never shown smaller than it asked for.
  const w = Math.min(cols, Math.max(entry.minW, Math.ceil(frame.width / CELL_PX)));
  const h = Math.min(rows, Math.max(entry.minH, Math.ceil(frame.height / CELL_PX)));
  if (w === entry.w && h === entry.h) return true;
  const others = layout.filter((item) => item.i !== id);
  const inPlace = { x: Math.min(entry.x, cols - w), y: Math.min(entry.y, rows - h), w, h };
  const fitsInPlace = !others.some((other) => gridItemsOverlap(inPlace, other));
  const position = fitsInPlace ? inPlace : findFreePosition(others, { w, h }, cols, rows);
  if (!position) return false;
  const moved = withGeometry(entry, { x: position.x, y: position.y, w, h }, container);
  // A frame that keeps its aspect ratio keeps the one the content asked for (a Rechengeld note).
  const resized = entry.preserveAspectRatio
    ? { ...moved, layoutData: { ...moved.layoutData, aspectRatio: frame.width / frame.height } }
    : moved;
  setLayout(layout.map((item) => (item.i === id ? resized : item)));
  const type = get().widgets[id]?.type;
  if (options.undoable && type)
    offerUndo(i18n.t('board.toast.resized', { name: displayName(type) }), () => {
      set({ undo: null });
      const now = get().layout;
      const blocked = now.some((item) => item.i !== id && gridItemsOverlap(entry, item));
      if (!blocked && now.some((item) => item.i === id))
        setLayout(now.map((item) => (item.i === id ? entry : item)));
    });
  return true;
}

export function toggleLock(id: string): void {
  const { layout, settingsId } = get();
  const next = layout.map((entry) => (entry.i === id ? { ...entry, isStatic: !entry.isStatic } : entry));
  const locked = next.find((entry) => entry.i === id)?.isStatic;
  if (locked && settingsId === id) set({ settingsId: null });
  setLayout(next);
}

// A removal reaches the server only when its undo offer ends: the server lets go of the
// widget's files on removal, so an undone removal must never have been sent.
let pendingRemoval: (() => void) | null = null;
/** The widget whose removal is held back, and how to take it back (also from another window). */
let pendingRemovalId: string | null = null;
let pendingRestore: (() => void) | null = null;

/** Sends a removal still held back for 'Rückgängig' (offer ended, replaced, page left). */
export function commitPendingRemoval(): void {
  const send = pendingRemoval;
  pendingRemoval = null;
  pendingRemovalId = null;
  pendingRestore = null;
  send?.();
}

/** Another window took back the removal this window holds back: the widget shows again. */
export function undoRemovalOf(widgetId: string): void {
  if (pendingRemovalId === widgetId) pendingRestore?.();
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', commitPendingRemoval);

/** Shows the undo toast for 10 s (a held-back removal is sent when it ends); the offer's id. */
export function offerUndo(text: string, undo: () => void): number {
  if (undoTimer) clearTimeout(undoTimer);
  const offer = { id: ++undoCounter, text, undo };
  set({ undo: offer });
  undoTimer = setTimeout(() => {
    commitPendingRemoval();
    if (get().undo?.id === offer.id) set({ undo: null });
  }, UNDO_MS);
  return offer.id;
}

export function dismissUndo(): void {
  commitPendingRemoval();
  set({ undo: null });
}

/** 'Entfernen' / Delete: removes at once and offers 'Rückgängig' for 10 s. */
export function removeWidget(id: string): void {
  const { widgets, layout, desktop, selectedId, settingsId, focusId } = get();
  const widget = widgets[id];
  const entry = layout.find((item) => item.i === id);
  if (!widget || !desktop || entry?.isStatic) return;
  commitPendingRemoval();
  getSyncEngine().noteRemoved(desktop.id, id);
  const { [id]: _removed, ...rest } = widgets;
  set({
    widgets: rest,
    selectedId: selectedId === id ? null : selectedId,
    settingsId: settingsId === id ? null : settingsId,
    focusId: focusId === id ? null : focusId,
  });
  pendingRemoval = () =>
    getSyncEngine().removeWidget({
      desktopId: desktop.id,
      widgetId: id,
      componentName: widget.type,
      isNew: widget.isNew,
    });
  pendingRemovalId = id;
  pendingRestore = () => {
    pendingRemoval = null;
    pendingRemovalId = null;
    pendingRestore = null;
    restoreWidget(desktop.id, widget, entry);
  };
  // The desktop's other windows hide it too and offer the undo as well.
  announceRemoval('widget.removing', id);
  setLayout(layout.filter((item) => item.i !== id));
  offerUndo(removedText(widget.type), pendingRestore);
}

/** '„Timer“ entfernt' of the undo toast. */
export function removedText(type: string): string {
  return i18n.t('board.toast.removed', { name: displayName(type) });
}

// The removal was never sent, so the widget comes back under its own id with its data (also in
// the desktop's other windows, which hid it).
export function restoreWidget(desktopId: string, widget: BoardWidget, entry: LayoutEntry | undefined): void {
  const state = get();
  if (state.desktop?.id !== desktopId || !entry) return;
  const id = widget.id;
  const fits = !state.layout.some((other) => gridItemsOverlap(entry, other));
  const position = fits
    ? { x: entry.x, y: entry.y }
    : placeNewWidget(state.layout, { width: entry.w * CELL_PX, height: entry.h * CELL_PX }, state.container);
  if (!position) {
    notify({ type: 'error', text: NO_SPACE_FOR_WIDGET_MESSAGE });
    return;
  }
  getSyncEngine().noteRestored(desktopId, id);
  announceRemoval('widget.restoring', id);
  set({ widgets: { ...state.widgets, [id]: widget }, undo: null, selectedId: id });
  setLayout([...state.layout, { ...entry, i: id, x: position.x, y: position.y }]);
}

/**
 * '+' of a widget that comes in sets (FlipCard: vocabulary and question cards): a new, blank one
 * of the same size, right beside it, else below it, else in the first free slot; its settings open.
 */
export function placeAnother(id: string): string | null {
  const { widgets, layout, container } = get();
  const widget = widgets[id];
  const entry = layout.find((item) => item.i === id);
  const definition = widget && getWidgetDefinition(widget.type);
  if (!widget || !entry || !definition?.placesAnother) return null;
  const { cols, rows } = containerGrid(container);
  const fits = (at: { x: number; y: number }) =>
    at.x + entry.w <= cols &&
    at.y + entry.h <= rows &&
    !layout.some((other) => gridItemsOverlap({ ...entry, ...at }, other));
  const beside = [
    { x: entry.x + entry.w, y: entry.y },
    { x: entry.x, y: entry.y + entry.h },
  ].find(fits);
  const added = addWidget(definition.type, beside, {
    width: entry.w * CELL_PX,
    height: entry.h * CELL_PX,
  });
  if (!added) return null;
  if (definition.placesAnother === 'copy') {
    // Stickers: the same picture, turn and label beside it (its frame's aspect ratio too).
    putWidget(added, (copy) => ({ ...copy, settings: { ...widget.settings }, ownerName: widget.ownerName }));
    setLayout(
      get().layout.map((item) =>
        item.i === added
          ? { ...item, layoutData: { ...item.layoutData, aspectRatio: entry.layoutData.aspectRatio } }
          : item,
      ),
    );
  } else openSettings(added);
  return added;
}

/** '⋯' → 'Duplizieren': same settings and owner, fresh live state, placed in the next free slot. */
export function duplicateWidget(id: string): void {
  const { widgets, layout, container } = get();
  const widget = widgets[id];
  const entry = layout.find((item) => item.i === id);
  const definition = widget && getWidgetDefinition(widget.type);
  if (!widget || !entry || !definition) return;
  const position = placeNewWidget(layout, { width: entry.w * CELL_PX, height: entry.h * CELL_PX }, container);
  if (!position) {
    notify({ type: 'error', text: NO_SPACE_FOR_WIDGET_MESSAGE });
    return;
  }
  const copyId = crypto.randomUUID();
  const copy: BoardWidget = {
    ...widget,
    id: copyId,
    isNew: true,
    componentData: definition.componentData.initial(widget.settings as never),
  };
  set({ widgets: { ...widgets, [copyId]: copy }, selectedId: copyId });
  saveWidget(copy);
  setLayout([
    ...layout,
    {
      ...entry,
      i: copyId,
      x: position.x,
      y: position.y,
      isStatic: false,
      layoutData: { ...entry.layoutData, isInitial: true },
    },
  ]);
}

export function select(id: string | null): void {
  if (get().selectedId !== id) set({ selectedId: id });
}

export function openSettings(id: string | null): void {
  if (id && isLocked(id)) return;
  set({ settingsId: id, selectedId: id ?? get().selectedId });
}

export function openFocus(id: string | null): void {
  set({ focusId: id });
}

/**
 * A view's "+" (the SDK's placeNext; cards, catalogue 1.5): one more widget of the caller's type in
 * its frame size, right beside it (below it with `below`), else on the other side, else in the first
 * free slot, with the type's defaults and `settings` applied. It is selected and its view is told it
 * was just placed (a card opens its chooser). False when there is no room.
 */
export function placeNext(
  id: string,
  options: { settings?: Record<string, unknown>; below?: boolean },
): boolean {
  const { widgets, layout, container } = get();
  const widget = widgets[id];
  const entry = layout.find((item) => item.i === id);
  const definition = widget && getWidgetDefinition(widget.type);
  if (!widget || !entry || !definition) return false;
  const { cols, rows } = containerGrid(container);
  const fits = (at: { x: number; y: number }) =>
    at.x + entry.w <= cols &&
    at.y + entry.h <= rows &&
    !layout.some((other) => gridItemsOverlap({ ...entry, ...at }, other));
  const right = { x: entry.x + entry.w, y: entry.y };
  const down = { x: entry.x, y: entry.y + entry.h };
  const at = (options.below ? [down, right] : [right, down]).find(fits) ?? null;
  const added = addWidget(definition.type, at, { width: entry.w * CELL_PX, height: entry.h * CELL_PX });
  if (!added) return false;
  const { settings } = options;
  if (settings) putWidget(added, (next) => withSettings(next, { ...next.settings, ...settings }));
  return true;
}

/**
 * A view places widgets of its own type beside it (the SDK's `placeSiblings`, "Für alle übrigen
 * Namen Karten anlegen"): each in the caller's frame size, right of it, then row after row starting
 * at its left edge, else in the first free slot; default settings with the given changes and each
 * its own owner. The caller stays selected. Returns how many fitted.
 */
export function placeSiblings(
  id: string,
  items: readonly { ownerName?: string | null; settings?: Readonly<Record<string, unknown>> }[],
): number {
  const { widgets, layout, container, edition } = get();
  const widget = widgets[id];
  const entry = layout.find((item) => item.i === id);
  const definition = widget && getWidgetDefinition(widget.type);
  if (!widget || !entry || !definition || items.length === 0) return 0;
  const { cols, rows } = containerGrid(container);
  const placed = [...layout];
  const added: Record<string, BoardWidget> = {};
  const fits = (at: { x: number; y: number }) =>
    at.x >= 0 &&
    at.x + entry.w <= cols &&
    at.y + entry.h <= rows &&
    !placed.some((other) => gridItemsOverlap({ ...entry, ...at }, other));
  // Candidates in reading order: the rest of the caller's row, then the rows below from its left edge.
  const candidates: { x: number; y: number }[] = [];
  for (let y = entry.y; y + entry.h <= rows && candidates.length < 2000; y += entry.h)
    for (let x = y === entry.y ? entry.x + entry.w : entry.x; x + entry.w <= cols; x += entry.w)
      candidates.push({ x, y });
  const frame = { width: entry.w * CELL_PX, height: entry.h * CELL_PX };
  for (const item of items) {
    const position = candidates.find(fits) ?? placeNewWidget(placed, frame, container);
    if (!position) break;
    const newId = crypto.randomUUID();
    const data = newWidgetData(definition, edition);
    const base: BoardWidget = { id: newId, type: widget.type, ...data, isNew: true };
    const sibling = item.settings ? withSettings(base, { ...data.settings, ...item.settings }) : base;
    added[newId] = { ...sibling, ownerName: item.ownerName ?? null };
    placed.push(createLayoutEntry(newId, definition, edition, position, container, frame));
  }
  const count = Object.keys(added).length;
  if (count === 0) {
    notify({ type: 'error', text: NO_SPACE_FOR_WIDGET_MESSAGE });
    return 0;
  }
  set({ widgets: { ...get().widgets, ...added } });
  for (const sibling of Object.values(added)) saveWidget(sibling);
  setLayout(placed);
  if (count < items.length) notify({ type: 'error', text: NO_SPACE_FOR_WIDGET_MESSAGE });
  return count;
}

/** A view's own undo offer (the SDK's `offerUndo`, e.g. "Weiterrücken"): the board's toast for 10 s. */
export function offerViewUndo(text: string, undo: () => void): void {
  commitPendingRemoval();
  offerUndo(text, () => {
    set({ undo: null });
    undo();
  });
}
