import { useEffect, useRef, useState } from 'react';
import { useWidgetSdk } from './context.tsx';

// One timer for every widget on the board (50 clocks must not mean 50 timers). It runs only while
// something subscribes and the page is visible (catalogue 2.2) and fires at the next moment a
// subscriber's quantum (e.g. a second) turns over, at least every second, never per frame: a running loop of animation frames
// would have the page produce a new frame 60 times a second even on an idle board, and each such frame
// costs the main thread (and a dragged widget) its commit to the compositor.

interface Subscriber {
  quantumMs: number;
  last: number;
  notify: (now: number) => void;
}

const subscribers = new Set<Subscriber>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  timer = undefined;
  const now = Date.now();
  for (const s of subscribers) {
    const q = Math.floor(now / s.quantumMs);
    if (q !== s.last) {
      s.last = q;
      s.notify(now);
    }
  }
  schedule();
}

/** The clock is read again at least this often, so a jump of the clock (a suspended laptop, a
 * corrected system time) shows within a second, also in a widget whose quantum is a minute. */
const MAX_WAIT_MS = 1000;

/** The timer for the nearest turn of a quantum (a millisecond late, so the new quantum has begun). */
function schedule(): void {
  if (timer !== undefined || subscribers.size === 0 || document.visibilityState !== 'visible') return;
  const now = Date.now();
  let wait = MAX_WAIT_MS;
  for (const s of subscribers) wait = Math.min(wait, (s.last + 1) * s.quantumMs - now + 1);
  timer = setTimeout(tick, Math.max(0, wait));
}

function stop(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

function onVisibility(): void {
  if (document.visibilityState !== 'visible') {
    stop();
    return;
  }
  // Back from a hidden tab: recompute everything at once.
  const now = Date.now();
  for (const s of subscribers) {
    s.last = Math.floor(now / s.quantumMs);
    s.notify(now);
  }
  schedule();
}

function subscribe(subscriber: Subscriber): () => void {
  if (subscribers.size === 0) document.addEventListener('visibilitychange', onVisibility);
  subscribers.add(subscriber);
  // Its quantum may turn over before the timer that is set.
  stop();
  schedule();
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0) {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

/**
 * The current time, re-read whenever a quantum of `quantumMs` turns over while the page is visible and
 * at once on visibilitychange; the component re-renders only then.
 * Inactive (e.g. a paused timer): no updates at all.
 */
export function useNow(active: boolean, quantumMs = 1000): number {
  // The SDK's clock (Date.now unless the host fixes it, e.g. in a test); the loop only paces it.
  const clock = useWidgetSdk().now;
  const [now, setNow] = useState(clock);
  const mounted = useRef(false);
  useEffect(() => {
    const fresh = clock();
    // Mounting read the clock a moment ago: a second render only if a quantum turned over since (a board
    // of 50 widgets would otherwise render every clock, timer and calendar twice while it opens).
    const first = !mounted.current;
    mounted.current = true;
    setNow((shown) =>
      first && Math.floor(shown / quantumMs) === Math.floor(fresh / quantumMs) ? shown : fresh,
    );
    if (!active) return;
    return subscribe({ quantumMs, last: Math.floor(Date.now() / quantumMs), notify: () => setNow(clock()) });
  }, [active, quantumMs, clock]);
  return now;
}
