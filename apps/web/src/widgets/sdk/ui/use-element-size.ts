import { useLayoutEffect, useReducer, useRef } from 'react';
import { renderBeforePaint } from './before-paint.ts';

export interface ElementSize {
  readonly width: number;
  readonly height: number;
}

const ZERO: ElementSize = { width: 0, height: 0 };

const sizeOf = (element: Element): ElementSize => ({
  width: Math.round(element.clientWidth),
  height: Math.round(element.clientHeight),
});

type Report = (size: ElementSize) => void;

/** Every measured element with where its size goes; those not measured yet. */
const reports = new Map<Element, Report>();
/** What each element reported last (nothing is reported twice in a row, a first 0 × 0 not at all). */
const lastSizes = new WeakMap<Element, ElementSize>();
const unmeasured = new Set<Element>();
let observer: ResizeObserver | null | undefined;
let fallbackScheduled = false;

/** The element's size when it differs from what it reported last, else undefined. */
function changedSize(element: Element): ElementSize | undefined {
  const size = sizeOf(element);
  const last = lastSizes.get(element) ?? ZERO;
  if (last.width === size.width && last.height === size.height) return undefined;
  lastSizes.set(element, size);
  return size;
}

/**
 * One ResizeObserver for every element: its callback runs after the browser's own layout, so the sizes
 * are read without forcing one. A board's newly mounted items render lazily (`content-visibility: auto`)
 * and are not laid out until the browser has seen where they are: reading each one's size in its layout
 * effect laid each one out on its own (59 forced layouts, about a tenth of the main thread's work when a
 * board with 50 widgets opened). The first sizes go to React in one synchronous update, so what they
 * show is rendered before the frame is painted; later changes follow as ordinary updates.
 */
function measureObserved(entries: readonly ResizeObserverEntry[]) {
  const first: [Report, ElementSize][] = [];
  const later: [Report, ElementSize][] = [];
  for (const { target } of entries) {
    const report = reports.get(target);
    const isFirst = unmeasured.delete(target);
    const size = report && target.isConnected ? changedSize(target) : undefined;
    if (report && size) (isFirst ? first : later).push([report, size]);
  }
  if (first.length > 0)
    renderBeforePaint(() => {
      for (const [report, size] of first) report(size);
    });
  for (const [report, size] of later) report(size);
}

/**
 * Elements the observer has not reported in the frame after they mounted (not rendered: outside the
 * visible part of a lazily rendered board, hidden, or no ResizeObserver) are read once that frame is
 * done, so they still get their size shortly after the rest is on screen.
 */
function measureUnreported() {
  fallbackScheduled = false;
  const late: [Report, ElementSize][] = [];
  for (const element of unmeasured) {
    const report = reports.get(element);
    const size = report && element.isConnected ? changedSize(element) : undefined;
    if (report && size) late.push([report, size]);
  }
  unmeasured.clear();
  for (const [report, size] of late) report(size);
}

function scheduleFallback() {
  if (fallbackScheduled) return;
  fallbackScheduled = true;
  // After the next frame's layout and ResizeObserver callbacks: a task queued from its animation frame.
  const afterFrame = () => setTimeout(measureUnreported, 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterFrame);
  else afterFrame();
}

function watch(element: Element, report: Report) {
  if (observer === undefined)
    observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measureObserved) : null;
  reports.set(element, report);
  unmeasured.add(element);
  observer?.observe(element);
  scheduleFallback();
}

function unwatch(element: Element) {
  reports.delete(element);
  lastSizes.delete(element);
  unmeasured.delete(element);
  observer?.unobserve(element);
}

function reducer(state: ElementSize, next: ElementSize): ElementSize {
  return state.width === next.width && state.height === next.height ? state : next;
}

/**
 * The inner size (clientWidth/clientHeight, whole CSS px) of the element behind `ref`, followed with a
 * ResizeObserver. Inside a scaled board these are the element's own (logical) pixels, not the screen's.
 * The first size comes after the browser has laid the mounted element out, before it paints (an element
 * that is not rendered then gets it once that frame is done).
 */
export function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, dispatch] = useReducer(reducer, ZERO);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    watch(element, dispatch);
    return () => unwatch(element);
  }, []);
  return { ref, size };
}
