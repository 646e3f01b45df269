import { useEffect, useState } from 'react';
import { useWidgetSdk } from './context.tsx';

// One animation-frame loop for every widget on the board (50 clocks must not mean 50 loops). It runs
// only while something subscribes and the page is visible (catalogue 2.2); each subscriber is called
// only when its own quantum (e.g. a second) has passed, so nothing re-renders per frame for nothing.

interface Subscriber {
  quantumMs: number;
  last: number;
  notify: (now: number) => void;
}

const subscribers = new Set<Subscriber>();
let frame = 0;

function tick(): void {
  frame = 0;
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

function schedule(): void {
  if (frame === 0 && subscribers.size > 0 && document.visibilityState === 'visible')
    frame = requestAnimationFrame(tick);
}

function onVisibility(): void {
  if (document.visibilityState !== 'visible') {
    cancelAnimationFrame(frame);
    frame = 0;
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
  schedule();
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0) {
      cancelAnimationFrame(frame);
      frame = 0;
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

/**
 * The current time, re-read every animation frame while the page is visible and at once on
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
