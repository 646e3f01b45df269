/**
 * Dialogs that the shell loads only when first opened, so their code is not part of the first page.
 *
 *   const ShareDialog = lazyDialog(() => import('./ShareDialog.tsx').then((m) => m.ShareDialog));
 *   const opened = useOpenedOnce(open);
 *   {opened ? <ShareDialog open={open} ... /> : null}
 *
 * Once opened, a dialog stays mounted (closing keeps the native <dialog>'s focus return and its state).
 * While its chunk loads nothing is shown; the dialog opens as soon as it arrives.
 */
import { type Attributes, type ComponentType, lazy, Suspense, useState } from 'react';

export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...(props as P & Attributes)} />
      </Suspense>
    );
  };
}

/** True from the first render in which `open` is true on. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
