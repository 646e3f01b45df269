import { useEffect, useState } from 'react';
import { useWidgetSdk } from './context.tsx';

// One timer for every widget on the board (50 clocks must not mean 50 timers). It runs only while
// something subscribes and the page is visible (catalogue 2.2) and wakes when the nearest subscriber's
// quantum (e.g. the next whole second) begins; each subscriber is called only when its own quantum has
// passed, so nothing re-renders for nothing. A timer, not an animation-frame loop: a loop kept the page
// producing 60 frames a second (each with style, layout and intersection checks) for a clock that changes
// once a second or minute.

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

/** Milliseconds until the nearest subscriber's next quantum begins. */
function untilNextQuantum(now: number): number {
  let wait = Number.POSITIVE_INFINITY;
  for (const s of subscribers) wait = Math.min(wait, (s.last + 1) * s.quantumMs - now);
  return Math.max(0, wait);
}

function schedule(): void {
  if (timer === undefined && subscribers.size > 0 && document.visibilityState === 'visible')
    timer = setTimeout(tick, untilNextQuantum(Date.now()));
}

function stop(): void {
  clearTimeout(timer);
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
  // A subscriber with a shorter quantum than the one the timer waits for wakes it sooner.
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
 * The current time, re-read when the next `quantumMs` begins while the page is visible and at once on
 * visibilitychange; the component re-renders only when the value changes by `quantumMs`.
 * Inactive (e.g. a paused timer): no updates at all.
 */
export function useNow(active: boolean, quantumMs = 1000): number {
  // The SDK's clock (Date.now unless the host fixes it, e.g. in a test); the loop only paces it.
  const clock = useWidgetSdk().now;
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(clock());
    if (!active) return;
    return subscribe({ quantumMs, last: Math.floor(Date.now() / quantumMs), notify: () => setNow(clock()) });
  }, [active, quantumMs, clock]);
  return now;
}
