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

interface FitJob {
  readonly element: FitTarget;
  /** Fits (or is the minimum). */
  low: number;
  /** Does not fit. */
  high: number;
  /** How far the content would shrink to fit at `high` (box over content, the tighter axis). */
  ratio: number;
  /** Estimates in a row that did not fit (after two, the interval is halved instead). */
  missedEstimates: number;
  /** Whether the last trial was an estimate. */
  estimated: boolean;
  /** Consecutive rounds that found a fit while searching upwards (the step doubles). */
  gallop: number;
  result: number | null;
}

/** Box over content on the tighter axis: below 1 when the content overflows. */
const shrinkRatio = (element: FitTarget) =>
  Math.min(
    element.clientWidth / Math.max(1, element.scrollWidth),
    element.clientHeight / Math.max(1, element.scrollHeight),
  );

/**
 * The next size to try, strictly between `low` (fits) and `high` (does not). Text scales with the font
 * size, so the size at which the overflow at `high` would just vanish is a close guess (exact for one
 * line; for wrapped text a guess from above, which the next round corrects). After a fit the search goes
 * up in doubling steps, and halves the interval when a guess gives nothing new.
 */
function nextTrial(job: FitJob): number {
  const estimate = Math.floor(job.high * job.ratio);
  job.estimated = job.missedEstimates < 2 && estimate > job.low && estimate < job.high;
  if (job.estimated) return estimate;
  job.missedEstimates = 0;
  if (job.gallop > 0) return Math.min(job.high - 1, job.low + 2 ** (job.gallop - 1));
  return Math.floor((job.low + job.high) / 2);
}

/**
 * `fitFontSize` for many elements at once, in lockstep: every round writes the trial sizes of all
 * elements, then reads them all, so a board of 50 widgets costs one layout per round instead of one per
 * trial and element. The trial sizes follow the measured overflow (`nextTrial`): three or four rounds
 * where halving the interval took about ten. Returns the largest size that fits for each element (the
 * same as `fitFontSize`), in the order of `targets`; each element keeps its size.
 */
export function fitFontSizes(targets: readonly { element: FitTarget; min: number; max: number }[]): number[] {
  const jobs: FitJob[] = targets.map(({ element, min, max }) => {
    const low = Math.floor(min);
    return {
      element,
      low,
      high: Math.max(low, Math.floor(max)),
      ratio: 1,
      missedEstimates: 0,
      estimated: false,
      gallop: 0,
      result: null,
    };
  });
  for (const job of jobs) job.element.style.fontSize = `${job.high}px`;
  for (const job of jobs) {
    if (fits(job.element)) job.result = job.high;
    else job.ratio = shrinkRatio(job.element);
  }
  let open = jobs.filter((job) => job.result === null);
  while (open.some((job) => job.high - job.low > 1)) {
    const searching = open.filter((job) => job.high - job.low > 1);
    const trials = searching.map(nextTrial);
    searching.forEach((job, i) => {
      job.element.style.fontSize = `${trials[i]}px`;
    });
    searching.forEach((job, i) => {
      const trial = trials[i] as number;
      if (fits(job.element)) {
        job.low = trial;
        job.gallop += 1;
        job.missedEstimates = 0;
      } else {
        job.high = trial;
        job.ratio = shrinkRatio(job.element);
        job.gallop = 0;
        if (job.estimated) job.missedEstimates += 1;
      }
    });
    open = open.filter((job) => job.result === null);
  }
  for (const job of open) {
    job.element.style.fontSize = `${job.low}px`;
    job.result = job.low;
  }
  return jobs.map((job) => job.result as number);
}

interface FitRequest {
  readonly element: HTMLElement;
  readonly min: number;
  readonly max: number;
  readonly done: (size: number) => void;
}

const requests = new Map<HTMLElement, FitRequest>();

function flushFits(): void {
  const batch = [...requests.values()].filter((r) => r.element.isConnected);
  requests.clear();
  const sizes = fitFontSizes(batch);
  batch.forEach((request, i) => {
    request.done(sizes[i] as number);
  });
}

/**
 * Fits `element` together with every other element asked for in the same task: the fitting runs once,
 * in a microtask after the current commit (before the browser paints), for all of them (`fitFontSizes`).
 */
export function requestFit(
  element: HTMLElement,
  min: number,
  max: number,
  done: (size: number) => void,
): void {
  if (requests.size === 0) queueMicrotask(flushFits);
  requests.set(element, { element, min, max, done });
}

/**
 * Auto-fit font size of a (hidden) measuring element, fitted once per `key` (the text and the box size):
 * re-renders for other reasons do not measure again. All elements fitted in one commit are fitted
 * together (`requestFit`), so opening a board with many widgets does not thrash the layout.
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
    requestFit(ref.current, min, max, setSize);
  }, [ref, key, min, max, enabled]);
  return size;
}
