/**
 * Global progress bar state (spec sections 2, 8, 9).
 *
 *   progress.start()          one more thing is loading (a request, a navigation)
 *   progress.finish(failed?)  one thing is done; `failed` turns the bar red until the next start
 *   useProgress()             { visible, value (0..100), failed } for the bar component
 *
 * The bar appears only when loading lasts longer than the throttle (200 ms) and estimates its
 * value over the duration (5000 ms), like Nuxt's loading indicator the spec was written against.
 */
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@tafino/shared';
import { create } from 'zustand';

export interface ProgressState {
  visible: boolean;
  value: number;
  failed: boolean;
}

/** Estimated progress in percent after `elapsed` ms of a `duration` ms load; approaches but never reaches 100. */
export function estimatedProgress(duration: number, elapsed: number): number {
  const completion = (elapsed / duration) * 100;
  return (2 / Math.PI) * 100 * Math.atan(completion / 50);
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  now: () => number;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

/** How long the bar stays red after a failed request, even when other loads follow (ms). */
export const FAILED_HOLD_MS = 1_500;

/** Counts running loads and drives a ProgressState through `onChange`. Pure apart from the timers passed in. */
export function createProgressController(
  onChange: (state: ProgressState) => void,
  {
    throttle = PROGRESS_BAR_THROTTLE_MS,
    duration = PROGRESS_BAR_DURATION_MS,
    failedHold = FAILED_HOLD_MS,
    timers = realTimers,
  }: { throttle?: number; duration?: number; failedHold?: number; timers?: Timers } = {},
) {
  let running = 0;
  let startedAt = 0;
  let redUntil = Number.NEGATIVE_INFINITY;
  let state: ProgressState = { visible: false, value: 0, failed: false };
  let showTimer: unknown;
  let tickTimer: unknown;
  let hideTimer: unknown;

  const set = (next: Partial<ProgressState>) => {
    state = { ...state, ...next };
    onChange(state);
  };
  const isRed = () => timers.now() < redUntil;
  const stopTimers = () => {
    if (showTimer !== undefined) timers.clearTimeout(showTimer);
    if (tickTimer !== undefined) timers.clearInterval(tickTimer);
    if (hideTimer !== undefined) timers.clearTimeout(hideTimer);
    showTimer = tickTimer = hideTimer = undefined;
  };

  return {
    start() {
      running += 1;
      if (running > 1) return;
      stopTimers();
      startedAt = timers.now();
      // A recent failure keeps the bar red for a moment, so that a reload right after it stays visible.
      const failed = isRed();
      if (state.visible) set({ value: 0, failed });
      else if (state.failed !== failed) set({ failed });
      showTimer = timers.setTimeout(() => {
        showTimer = undefined;
        set({ visible: true, value: estimatedProgress(duration, timers.now() - startedAt), failed: isRed() });
        tickTimer = timers.setInterval(() => {
          set({ value: estimatedProgress(duration, timers.now() - startedAt) });
        }, 100);
      }, throttle);
    },
    finish(didFail = false) {
      if (running === 0) return;
      running -= 1;
      if (didFail) {
        redUntil = timers.now() + failedHold;
        set({ visible: true, failed: true, value: Math.max(state.value, 100 * (running > 0 ? 0.5 : 1)) });
      }
      if (running > 0) return;
      const wasShown = state.visible;
      stopTimers();
      if (!wasShown) return;
      const failed = isRed();
      set({ visible: true, value: 100, failed });
      hideTimer = timers.setTimeout(
        () => {
          hideTimer = undefined;
          set({ visible: false, value: 0, failed: false });
        },
        failed ? Math.max(redUntil - timers.now(), 400) : 400,
      );
    },
    get running() {
      return running;
    },
    get state() {
      return state;
    },
  };
}

export const useProgress = create<ProgressState>()(() => ({ visible: false, value: 0, failed: false }));

/** The app-wide controller; the API client and the router report to it. */
export const progress = createProgressController((state) => useProgress.setState(state));
