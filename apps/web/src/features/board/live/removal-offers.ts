import type { LayoutEntry } from '../layout/layout.ts';
import { getSyncEngine } from '../persistence/engine.ts';
import {
  commitPendingRemoval,
  offerUndo,
  removedText,
  restoreWidget,
  undoRemovalOf,
} from '../store/board-actions.ts';
import { type BoardWidget, useBoardStore } from '../store/board-store.ts';

// A removal and its 'Rückgängig' in every window of a desktop: the window that removes a widget
// holds the removal back for its undo offer (the server lets go of the widget's files once it is
// sent) and announces it on the live channel; the other windows hide the widget and offer the undo
// too. An undo in any window brings it back in all of them; when the offer ends in the removing
// window the removal is sent and reaches the others as widget.removed.

/** Widgets another window removed while its undo offer lasts: what to bring back, and this window's offer. */
const held = new Map<
  string,
  { desktopId: string; widget: BoardWidget; entry: LayoutEntry | undefined; offer: number }
>();

const get = () => useBoardStore.getState();

/** Another window removed a widget and offers the undo: hidden here, with the same offer. */
export function remoteRemoving(desktopId: string, widgetId: string): void {
  const state = get();
  const widget = state.widgets[widgetId];
  if (state.desktop?.id !== desktopId || !widget) return;
  const entry = state.layout.find((item) => item.i === widgetId);
  getSyncEngine().noteRemoved(desktopId, widgetId);
  const { [widgetId]: _hidden, ...widgets } = state.widgets;
  useBoardStore.setState({
    widgets,
    layout: state.layout.filter((item) => item.i !== widgetId),
    selectedId: state.selectedId === widgetId ? null : state.selectedId,
    settingsId: state.settingsId === widgetId ? null : state.settingsId,
    focusId: state.focusId === widgetId ? null : state.focusId,
  });
  // This window's own removal, if one waits, is sent now: the toast offers the other one's undo.
  commitPendingRemoval();
  const offer = offerUndo(removedText(widget.type), () => bringBack(widgetId));
  held.set(widgetId, { desktopId, widget, entry, offer });
}

function bringBack(widgetId: string): void {
  const hidden = held.get(widgetId);
  held.delete(widgetId);
  if (!hidden) return;
  restoreWidget(hidden.desktopId, hidden.widget, hidden.entry);
}

/** Another window took a removal back: the widget shows again here (also where it was removed). */
export function remoteRestoring(widgetId: string): void {
  const hidden = held.get(widgetId);
  if (hidden) {
    if (get().undo?.id === hidden.offer) useBoardStore.setState({ undo: null });
    bringBack(widgetId);
    return;
  }
  undoRemovalOf(widgetId);
}

/** The removal was sent (its offer ended in the removing window): nothing left to undo here. */
export function remoteRemoved(widgetId: string): void {
  const hidden = held.get(widgetId);
  held.delete(widgetId);
  if (hidden && get().undo?.id === hidden.offer) useBoardStore.setState({ undo: null });
}

/** Forgets what was held (another desktop opened, the channel closed). */
export function clearRemovalOffers(): void {
  held.clear();
}
