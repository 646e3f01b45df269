import type { WidgetTypeKey } from '@tafino/shared';

// A light way for the shell (e.g. a 'Neuigkeiten' note) to ask the board to place a widget without
// importing the board's chunk: the request waits here until a board is shown, which takes it once.
let pending: WidgetTypeKey | null = null;
const listeners = new Set<() => void>();

/** Asks the (current or next) board to place a widget of this type. */
export function requestWidgetPlacement(type: WidgetTypeKey): void {
  pending = type;
  for (const listener of listeners) listener();
}

/** The board takes the waiting request (null when there is none). */
export function takeWidgetPlacement(): WidgetTypeKey | null {
  const type = pending;
  pending = null;
  return type;
}

/** Called when a request arrives; returns the unsubscribe. */
export function onWidgetPlacement(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
