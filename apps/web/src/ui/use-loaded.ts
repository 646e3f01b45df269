/**
 * Code loaded on demand without a Suspense boundary.
 *
 *   const boardCode = loadable(() => import('./Board.tsx'));
 *   const module = useLoaded(boardCode); // undefined until loaded (then the same value on every render)
 *
 * React throttles the reveal of content that suspended: once a Suspense fallback has been shown, a retry
 * commits no sooner than 300 ms after it. A board whose code and data arrive sooner then waits for that
 * timer with an idle main thread. Here the component renders its own placeholder and the loaded value
 * comes as an ordinary state update, which commits as soon as it is rendered. A load that fails is thrown
 * from the render (to the nearest error boundary, as a failed `lazy` would); a remount loads again.
 */
import { useEffect, useReducer, useState } from 'react';

export interface Loadable<T> {
  /** Starts loading (once; again after a failure) and resolves with the value. */
  load(): Promise<T>;
  /** The value once loaded, else undefined. */
  readonly value: T | undefined;
}

export function loadable<T>(load: () => Promise<T>): Loadable<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      if (value !== undefined) return Promise.resolve(value);
      pending ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (failure: unknown) => {
          pending = undefined;
          throw failure;
        },
      );
      return pending;
    },
    get value() {
      return value;
    },
  };
}

/** The loaded value, or undefined while it loads (the component re-renders when it arrives). */
export function useLoaded<T>(source: Loadable<T>): T | undefined {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // Kept by this component: a remount (an error boundary's retry) starts a new load.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const value = source.value;
  useEffect(() => {
    if (value !== undefined) return;
    let live = true;
    source.load().then(
      () => live && rerender(),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [source, value]);
  if (failure && value === undefined) throw failure.error;
  return value;
}
