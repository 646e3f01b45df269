import type { DesktopDto, WidgetDto } from '@tafino/shared';
import { queryClient } from '../../../lib/query-client.ts';
import { getWidgetDefinition } from '../../../widgets/registry.ts';
import { loadWidgetData } from '../../../widgets/sdk/stored.ts';
import { desktopKeys } from '../../desktops/queries.ts';
import { createLayoutEntry, defaultFrame, placeNewWidget, readLayoutMeta } from '../layout/layout.ts';
import { getSyncEngine } from '../persistence/engine.ts';
import { buildBoard } from '../store/board-actions.ts';
import { type BoardWidget, useBoardStore } from '../store/board-store.ts';

// What another window wrote, applied to this window's board. Nothing here is saved again: the
// server already has it (no echo), and this window's unsent changes are replayed on top (rebase).

const get = () => useBoardStore.getState();
const set = useBoardStore.setState;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function toBoardWidget(id: string, type: string, extraProperties: Record<string, unknown>): BoardWidget {
  const definition = getWidgetDefinition(type);
  if (!definition)
    return { id, type, ownerName: null, settings: {}, componentData: {}, isNew: false, unsupported: true };
  const data = loadWidgetData(definition, extraProperties, get().edition);
  return {
    id,
    type: definition.type,
    ownerName: data.ownerName,
    settings: data.settings,
    componentData: data.componentData,
    isNew: false,
  };
}

/** A widget was created or changed in another window (or the echo of this window's own write). */
export function applyRemoteWidget(
  desktopId: string,
  dto: WidgetDto,
  type: 'widget.created' | 'widget.updated' = 'widget.updated',
  opId?: string,
): void {
  const state = get();
  if (state.desktop?.id !== desktopId) return;
  if (getSyncEngine().ignoresRemoved(desktopId, dto.id, type, opId)) return;
  const shown = getSyncEngine().rebaseWidget(desktopId, dto.id, dto.extraProperties);
  if (shown === null) return;
  const next = toBoardWidget(dto.id, dto.componentName, shown);
  const current = state.widgets[dto.id];
  if (
    current &&
    current.type === next.type &&
    same(current.settings, next.settings) &&
    same(current.componentData, next.componentData) &&
    current.ownerName === next.ownerName
  ) {
    if (current.isNew) set({ widgets: { ...state.widgets, [dto.id]: { ...current, isNew: false } } });
    return;
  }
  const widgets = { ...state.widgets, [dto.id]: next };
  let layout = state.layout;
  const definition = getWidgetDefinition(dto.componentName);
  if (definition && !layout.some((entry) => entry.i === dto.id)) {
    // Its place arrives with the layout; until then the first free slot.
    const frame = defaultFrame(definition.type, state.edition);
    const at = placeNewWidget(layout, frame, state.container) ?? { x: 0, y: 0 };
    layout = [...layout, createLayoutEntry(dto.id, definition, state.edition, at, state.container, frame)];
  }
  set({ widgets, layout });
}

/** A widget was removed in another window: the removal wins over this window's unsent changes. */
export function applyRemoteRemoval(desktopId: string, widgetId: string): void {
  const state = get();
  if (state.desktop?.id !== desktopId) return;
  getSyncEngine().dropWidget(desktopId, widgetId);
  if (!state.widgets[widgetId]) return;
  const { [widgetId]: _gone, ...widgets } = state.widgets;
  set({
    widgets,
    layout: state.layout.filter((entry) => entry.i !== widgetId),
    selectedId: state.selectedId === widgetId ? null : state.selectedId,
    settingsId: state.settingsId === widgetId ? null : state.settingsId,
    focusId: state.focusId === widgetId ? null : state.focusId,
  });
}

function updateDesktopCache(desktop: DesktopDto): void {
  queryClient.setQueryData<DesktopDto[]>(desktopKeys.list, (list) =>
    list?.map((item) => (item.id === desktop.id ? desktop : item)),
  );
}

/** The desktop (name, layout) was changed in another window. */
export function applyRemoteDesktop(desktop: DesktopDto): void {
  updateDesktopCache(desktop);
  const state = get();
  if (state.desktop?.id !== desktop.id) return;
  const meta = getSyncEngine().rebaseLayout(desktop.id, desktop.extraProperties.desktopLayoutMeta);
  const entries = new Map(readLayoutMeta({ desktopLayoutMeta: meta }).map((entry) => [entry.i, entry]));
  // Entries of widgets shown here; a widget the layout does not place yet keeps its current place.
  const layout = state.layout.map((entry) => entries.get(entry.i) ?? entry);
  for (const [id, entry] of entries)
    if (state.widgets[id] && !layout.some((e) => e.i === id)) layout.push(entry);
  set({ desktop, ...(same(layout, state.layout) ? {} : { layout }) });
}

/** After a reconnect: the server's state, with this window's unsent changes replayed on top. */
export function resyncBoard(desktop: DesktopDto, widgets: readonly WidgetDto[]): void {
  const state = get();
  if (state.desktop?.id !== desktop.id) return;
  updateDesktopCache(desktop);
  const engine = getSyncEngine();
  engine.confirmServer(desktop.id, [], desktop.extraProperties);
  for (const w of widgets) engine.rebaseWidget(desktop.id, w.id, w.extraProperties);
  engine.rebaseLayout(desktop.id, desktop.extraProperties.desktopLayoutMeta);
  const built = buildBoard(desktop, widgets, engine.pendingFor(desktop.id), state.edition, state.container);
  const keep = (id: string | null) => (id && built.widgets[id] ? id : null);
  set({
    desktop,
    widgets: built.widgets,
    layout: built.layout,
    selectedId: keep(state.selectedId),
    settingsId: keep(state.settingsId),
    focusId: keep(state.focusId),
  });
}
