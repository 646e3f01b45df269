import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Which ends of a sideways-scrolling strip have more to show (a pixel of rounding is no overflow). */
export function stripEnds(metrics: { scrollLeft: number; clientWidth: number; scrollWidth: number }): {
  previous: boolean;
  next: boolean;
} {
  const { scrollLeft, clientWidth, scrollWidth } = metrics;
  return { previous: scrollLeft > 1, next: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** How far one tap on an arrow scrolls: most of the visible width, keeping a tile's worth for orientation. */
export function pageDistance(clientWidth: number): number {
  return Math.max(80, Math.round(clientWidth * 0.8));
}

/**
 * A sideways-scrolling strip with arrow buttons: which arrows to show, scrolling by a page, the mouse wheel
 * scrolling sideways. `inset` is kept as `--widget-bar-inset` on <html>: the distance from the bar's top to
 * the window's bottom, so notifications and toasts sit above the bar instead of covering it.
 */
export function useScrollStrip(bar: RefObject<HTMLElement | null>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ previous: false, next: false });
  const update = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const next = stripEnds(element);
    setEnds((current) => (current.previous === next.previous && current.next === next.next ? current : next));
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    const nav = bar.current;
    if (!element || !nav) return;
    const root = document.documentElement;
    // Written only when it changes: a custom property on <html> restyles the whole page, and the
    // next read of any layout value (the strip's ends, a widget's size) then waits for that.
    let inset = '';
    const measure = () => {
      update();
      const next = `${Math.round(window.innerHeight - nav.getBoundingClientRect().top)}px`;
      if (next === inset) return;
      inset = next;
      root.style.setProperty('--widget-bar-inset', next);
    };
    // The observer's first report (after the browser's own layout, before it paints) measures the
    // strip: measuring here, in the commit, forced a layout of its own.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(nav);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--widget-bar-inset');
    };
  }, [bar, update]);

  const page = useCallback((direction: -1 | 1) => {
    const element = scroller.current;
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * pageDistance(element.clientWidth),
      behavior: reduced ? 'auto' : 'smooth',
    });
  }, []);

  // A mouse wheel scrolls the strip sideways (it has nothing to scroll vertically).
  const onWheel = useCallback((event: React.WheelEvent<HTMLDivElement>) => {
    if (event.deltaX !== 0 || event.deltaY === 0) return;
    event.currentTarget.scrollLeft += event.deltaY;
  }, []);

  return { scroller, ends, onScroll: update, page, onWheel };
}
