import { useLayoutEffect, useReducer, useRef } from 'react';

export interface ElementSize {
  readonly width: number;
  readonly height: number;
}

const ZERO: ElementSize = { width: 0, height: 0 };

const sizeOf = (element: HTMLElement): ElementSize => ({
  width: Math.round(element.clientWidth),
  height: Math.round(element.clientHeight),
});

// Elements mounted in the current commit, still to be measured; and sizes read for them in one go.
const pending = new Set<HTMLElement>();
const measured = new WeakMap<HTMLElement, ElementSize>();

/**
 * The size of a newly mounted element, read together with every other element mounted in the same
 * commit: the first one asked reads them all (one layout), the others get what was read. Reading each element
 * in its own layout effect forced one layout of the whole board per element, because the effects in
 * between write to the page (fitted font sizes, ...): about a sixth of the main thread's work when a
 * board with 50 widgets opened (CPU profile).
 */
function sizeAfterCommit(element: HTMLElement): ElementSize {
  if (pending.has(element)) {
    for (const other of pending) if (other.isConnected) measured.set(other, sizeOf(other));
    pending.clear();
  }
  const size = measured.get(element);
  measured.delete(element);
  return size ?? sizeOf(element);
}

type Action = ElementSize | { readonly measure: HTMLElement };

/**
 * A measure action is resolved when React renders the update (a reducer, unlike a state setter, is never
 * run at dispatch time): that render follows the commit's layout effects, so their writes come first.
 */
function reducer(state: ElementSize, action: Action): ElementSize {
  const next = 'measure' in action ? sizeAfterCommit(action.measure) : action;
  return state.width === next.width && state.height === next.height ? state : next;
}

/**
 * The inner size (clientWidth/clientHeight, whole CSS px) of the element behind `ref`, followed with a
 * ResizeObserver. Inside a scaled board these are the element's own (logical) pixels, not the screen's.
 * The first size comes in the render right after the commit that mounted the element, before the browser
 * paints, as before.
 */
export function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, dispatch] = useReducer(reducer, ZERO);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    pending.add(element);
    dispatch({ measure: element });
    const observer = new ResizeObserver(() => dispatch(sizeOf(element)));
    observer.observe(element);
    return () => {
      pending.delete(element);
      observer.disconnect();
    };
  }, []);
  return { ref, size };
}
