import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** What `fitFontSize` needs of an element: its box, its content's extent and its font size. */
export interface FitTarget {
  readonly clientWidth: number;
  readonly clientHeight: number;
  readonly scrollWidth: number;
  readonly scrollHeight: number;
  readonly style: { fontSize: string };
}

const fits = (element: FitTarget) =>
  element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth;

/**
 * Largest whole font size in [min, max] (binary search) at which the element's content fits its box; the
 * element keeps that size. At `min` it is returned even if the text still does not fit (the box scrolls).
 */
export function fitFontSize(element: FitTarget, min: number, max: number): number {
  let low = Math.floor(min);
  let high = Math.max(low, Math.floor(max));
  element.style.fontSize = `${high}px`;
  if (fits(element)) return high;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    element.style.fontSize = `${mid}px`;
    if (fits(element)) low = mid;
    else high = mid;
  }
  element.style.fontSize = `${low}px`;
  return low;
}

/**
 * Auto-fit font size of a (hidden) measuring element, fitted once per `key` (the text and the box size):
 * re-renders for other reasons do not measure again.
 */
export function useFitFontSize(
  ref: RefObject<HTMLElement | null>,
  min: number,
  max: number,
  key: string,
  enabled = true,
): number {
  const [size, setSize] = useState(Math.floor(max));
  const fittedFor = useRef('');
  useLayoutEffect(() => {
    if (!enabled || !ref.current) return;
    const fullKey = `${key}|${min}|${max}`;
    if (fittedFor.current === fullKey) return;
    fittedFor.current = fullKey;
    setSize(fitFontSize(ref.current, min, max));
  }, [ref, key, min, max, enabled]);
  return size;
}
