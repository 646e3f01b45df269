import type { DesktopDto } from '@tafino/shared';
import { lazy, Suspense } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { desktopKeys } from '../desktops/queries.ts';
import { getSyncEngine } from './persistence/engine.ts';
import { fetchBoardWidgets } from './persistence/fetch-widgets.ts';

const BoardImpl = lazy(() => import('./Board.tsx'));

/** The board of a desktop (loaded on demand; its widgets are fetched while the board code loads). */
export function Board({ desktop }: { desktop: DesktopDto }) {
  // The outbox (IndexedDB: its first open on a page takes 100-300 ms) opens while the board's code and
  // the widgets load, not after; the board waits for it to lay unsent changes over the server's state.
  getSyncEngine();
  void queryClient.prefetchQuery({
    queryKey: desktopKeys.widgets(desktop.id),
    queryFn: ({ signal }) => fetchBoardWidgets(desktop.id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Suspense fallback={<div className="board-placeholder" aria-busy="true" />}>
      <BoardImpl desktop={desktop} />
    </Suspense>
  );
}
