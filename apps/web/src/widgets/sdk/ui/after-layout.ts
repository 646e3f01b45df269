import { flushSync } from 'react-dom';

/**
 * Reads an element's layout (done by then) and returns the React update the reading leads to, if any;
 * an update it starts itself instead (a dispatch) renders as an ordinary update, after the frame.
 */
export type LayoutCheck = () => (() => void) | undefined;

const checks = new Map<Element, LayoutCheck>();
let observer: ResizeObserver | null | undefined;

/**
 * One ResizeObserver for the board's measurements (element sizes, card labels): its callback runs after
 * the browser's own layout of a frame, so every check reads without forcing a layout, all checks of a
 * frame read before any of them writes, and their updates render at once, before the frame is painted
 * (flushSync). Measured instead in each component's layout effect, every read laid out one lazily rendered
 * (`content-visibility: auto`) board item on its own: 59 forced layouts when a 50-widget board opened.
 */
function runChecks(entries: readonly ResizeObserverEntry[]) {
  const ran = new Set<LayoutCheck>();
  const updates: (() => void)[] = [];
  for (const { target } of entries) {
    const check = checks.get(target);
    if (!check || ran.has(check) || !target.isConnected) continue;
    ran.add(check);
    const update = check();
    if (update) updates.push(update);
  }
  if (updates.length > 0)
    flushSync(() => {
      for (const update of updates) update();
    });
}

/**
 * Runs `check` after the browser's next layout of `elements` and whenever one of them changes size (one
 * check per frame for all of them); calling it again checks once more in the next frame (observing an
 * element that is observed already would do nothing). False where there is no ResizeObserver.
 */
export function checkAfterLayout(elements: readonly Element[], check: LayoutCheck): boolean {
  if (observer === undefined)
    observer = typeof ResizeObserver === 'function' ? new ResizeObserver(runChecks) : null;
  if (!observer) return false;
  for (const element of elements) {
    checks.set(element, check);
    observer.unobserve(element);
    observer.observe(element);
  }
  return true;
}

/** Stops checking `elements`. */
export function stopChecking(elements: readonly Element[]): void {
  for (const element of elements) {
    checks.delete(element);
    observer?.unobserve(element);
  }
}
