import type { LiveClientFrame } from '@tafino/shared';

// The board's open live channel, for the few things a window tells the desktop's other windows
// directly (a removal pending its undo offer, and its undo); nothing else is sent this way.

let send: ((frame: LiveClientFrame) => boolean) | null = null;

/** The open live channel's sender (null when the board has none). */
export function setLiveSender(sender: ((frame: LiveClientFrame) => boolean) | null): void {
  send = sender;
}

/** Tells the desktop's other windows about a removal pending its undo, or that it was undone. */
export function announceRemoval(type: 'widget.removing' | 'widget.restoring', widgetId: string): void {
  send?.({ type, widgetId });
}
