import { flushSync } from 'react-dom';

/**
 * Runs `updates` (React state updates) and renders them at once, before the browser paints: for sizes
 * measured in a ResizeObserver's callback, which runs after the browser's layout of a frame and before
 * its paint. An ordinary update would render after the frame, showing it first without them.
 */
export function renderBeforePaint(updates: () => void): void {
  flushSync(updates);
}
