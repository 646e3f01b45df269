import type { DesktopDto } from '@tafino/shared';
import { milestone } from '../../lib/milestones.ts';
import { queryClient } from '../../lib/query-client.ts';
import { loadable, useLoaded } from '../../ui/use-loaded.ts';
import { desktopKeys } from '../desktops/queries.ts';
import { getSyncEngine } from './persistence/engine.ts';
import { fetchBoardWidgets } from './persistence/fetch-widgets.ts';

// Loaded without Suspense (see use-loaded.ts): the board commits as soon as its code and data are there.
const boardCode = loadable(() =>
  import('./Board.tsx').then((module) => {
    milestone('board-code');
    return module;
  }),
);

/**
 * Starts what a desktop's board waits for: the outbox (IndexedDB: its first open on a page takes 100-300 ms),
 * the widget list with its types' chunks, and the board's code. The desktop route calls it as soon as it
 * knows the desktop (while the catalogue areas load); rendering the board calls it again (a no-op then).
 */
export function prefetchBoard(desktopId: string): void {
  getSyncEngine();
  void queryClient.prefetchQuery({
    queryKey: desktopKeys.widgets(desktopId),
    queryFn: ({ signal }) => fetchBoardWidgets(desktopId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // After the widget list's request (sent once the access token is read): the board's code and its
  // libraries (some 20 files) would otherwise take the browser's connections to the server first, and the
  // widget types' chunks wait for the list.
  setTimeout(() => void boardCode.load().catch(() => undefined), 0);
}

/** The board of a desktop (loaded on demand; its widgets are fetched while the board code loads). */
export function Board({ desktop }: { desktop: DesktopDto }) {
  // The board waits for the outbox to lay unsent changes over the server's state.
  prefetchBoard(desktop.id);
  const code = useLoaded(boardCode);
  if (!code) return <div className="board-placeholder" aria-busy="true" />;
  const BoardImpl = code.default;
  return <BoardImpl desktop={desktop} />;
}
