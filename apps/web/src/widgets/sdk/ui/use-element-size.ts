import { useLayoutEffect, useReducer, useRef } from 'react';
import { checkAfterLayout, stopChecking } from './after-layout.ts';

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
 * Read after the browser's layout (after-layout.ts). The first size renders with the other checks'
 * updates before the frame is painted; later changes follow as ordinary updates.
 */
function sizeCheck(element: Element) {
  return () => {
    const report = reports.get(element);
    const isFirst = unmeasured.delete(element);
    const size = report ? changedSize(element) : undefined;
    if (!report || !size) return undefined;
    if (isFirst) return () => report(size);
    report(size);
    return undefined;
  };
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
  reports.set(element, report);
  unmeasured.add(element);
  checkAfterLayout([element], sizeCheck(element));
  scheduleFallback();
}

function unwatch(element: Element) {
  reports.delete(element);
  lastSizes.delete(element);
  unmeasured.delete(element);
  stopChecking([element]);
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
