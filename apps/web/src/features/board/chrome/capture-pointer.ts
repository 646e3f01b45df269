import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * A mouse or pen pressed on a widget's handle or resize grip keeps its events on it until it is released (a
 * touch does by itself): while it drags or resizes the widget, Chromium then sends each move there without hit
 * testing the board under the pointer, no hover moves from element to element on the way, and no embedded
 * page (Webinhalt, Medien) takes the pointer from the board.
 */
export function capturePointer(event: ReactPointerEvent<Element>): void {
  if (event.pointerType === 'touch' || event.button !== 0) return;
  event.currentTarget.setPointerCapture?.(event.pointerId);
}
