import { type RefObject, useLayoutEffect, useState } from 'react';

const fits = (element: HTMLElement) =>
  element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth;

/** Largest font size in [min, max] (binary search) at which the element's content fits its box. */
export function fitFontSize(element: HTMLElement, min: number, max: number): number {
  let low = min;
  let high = Math.max(min, max);
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

/** Auto-fit font size for a measured element; recomputed when the inputs change. */
export function useFitFontSize(
  ref: RefObject<HTMLElement | null>,
  min: number,
  max: number,
  deps: readonly unknown[],
): number {
  const [size, setSize] = useState(max);
  useLayoutEffect(() => {
    if (ref.current) setSize(fitFontSize(ref.current, min, max));
  }, [min, max, ...deps]);
  return size;
}
