import type { DesktopDto } from '@tafino/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApplication } from '../../app/stores/application.ts';
import { loadAreas, useTranslation } from '../../i18n/index.ts';
import { milestone } from '../../lib/milestones.ts';
import { lazyDialog, useOpenedOnce } from '../../ui/lazy-dialog.tsx';
import { unlockSound } from '../../widgets/sdk/react/sound.ts';
import { prefetchBoardDataDictionary } from '../data-dictionary/queries.ts';
import { desktopKeys } from '../desktops/queries.ts';
import { BoardGrid } from './BoardGrid.tsx';
import { WidgetBar } from './bar/WidgetBar.tsx';
import { UndoToast } from './chrome/UndoToast.tsx';
import { preloadViews } from './chrome/view-cache.ts';
import { useLiveDesktop } from './live/use-live-desktop.ts';
import { getSyncEngine } from './persistence/engine.ts';
import { fetchBoardWidgets } from './persistence/fetch-widgets.ts';
import { useSaveStatus } from './persistence/save-status.ts';
import { onWidgetPlacement, takeWidgetPlacement } from './place-request.ts';
import { closeBoard, openBoard, refreshDesktop, select } from './store/board-actions.ts';
import { useBoardStore } from './store/board-store.ts';
import { placeWidget } from './store/place-widget.ts';
import './board.css';

// The settings panel and 'Vergrößern' load when first opened: showing a board needs neither.
const SettingsPanel = lazyDialog(() => import('./chrome/SettingsPanel.tsx').then((m) => m.SettingsPanel));
const FocusOverlay = lazyDialog(() => import('./chrome/FocusOverlay.tsx').then((m) => m.FocusOverlay));

// Creating an AudioContext is expensive: only once a widget on the board may play a sound.
function unlockSoundIfWanted(): void {
  if (!useApplication.getState().soundOn) return;
  const widgets = Object.values(useBoardStore.getState().widgets);
  if (widgets.some((w) => w.settings.playSound === true)) unlockSound();
}

/** A desktop's board: the grid of widgets, the widget bar and the chrome around them. */
export default function Board({ desktop }: { desktop: DesktopDto }) {
  const { t } = useTranslation();
  const edition = useApplication((s) => s.edition);
  const [ready, setReady] = useState(false);
  const shownId = useBoardStore((s) => (s.status === 'ready' ? s.desktop?.id : null));
  const settingsOpened = useOpenedOnce(useBoardStore((s) => s.settingsId !== null));
  const focusOpened = useOpenedOnce(useBoardStore((s) => s.focusId !== null));
  const saveState = useSaveStatus((s) => (s.pending === 0 ? 'saved' : s.failing ? 'unsaved' : 'saving'));
  const widgets = useQuery({
    queryKey: desktopKeys.widgets(desktop.id),
    queryFn: ({ signal }) => fetchBoardWidgets(desktop.id, signal),
    // The board holds the live state; a fresh visit reads the server again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useEffect(() => {
    let cancelled = false;
    const engine = getSyncEngine();
    // Unsent local changes are laid over the server's widgets: their types' definitions load too.
    const pendingTypes = engine
      .ready()
      .then(() => milestone('board-outbox'))
      .then(() =>
        preloadViews(
          engine
            .pendingFor(desktop.id)
            .flatMap((item) => (item.kind === 'widget' ? [item.componentName] : [])),
        ),
      )
      .catch(() => undefined);
    void Promise.all([loadAreas(['board', 'widget-names']), pendingTypes]).then(() => {
      milestone('board-ready');
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [desktop.id]);

  useEffect(() => {
    if (ready && widgets.data && shownId !== desktop.id) {
      milestone('board-open');
      openBoard(desktop, widgets.data, edition);
    }
  }, [ready, widgets.data, desktop, edition, shownId]);

  // A widget asked for from outside the board ('Neuigkeiten' → "Ausprobieren"), once the board is shown.
  const shown = ready && shownId === desktop.id;
  useEffect(() => {
    if (!shown) return;
    const place = () => {
      const type = takeWidgetPlacement();
      if (type) void placeWidget(type);
    };
    place();
    return onWidgetPlacement(place);
  }, [shown]);

  // The school's subjects, methods and event symbols for the choosers, once the board is shown.
  const client = useQueryClient();
  useEffect(() => {
    if (shown) prefetchBoardDataDictionary(client);
  }, [shown, client]);

  // Other windows (devices) of this desktop: their changes appear here at once.
  useLiveDesktop(desktop.id, shown);

  useEffect(() => refreshDesktop(desktop), [desktop]);
  useEffect(() => useBoardStore.setState({ edition }), [edition]);
  useEffect(() => () => closeBoard(), []);

  if (widgets.isError) {
    return (
      <div className="board board--message" role="alert">
        <p>{t('board.loadFailed')}</p>
        <button type="button" className="board-button" onClick={() => void widgets.refetch()}>
          {t('board.retry')}
        </button>
      </div>
    );
  }
  const loading = !ready || shownId !== desktop.id;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the first tap unlocks sound; Esc clears the selection.
    <div
      className="board"
      data-edition={edition}
      data-save-state={saveState}
      aria-busy={loading}
      onPointerDownCapture={unlockSoundIfWanted}
      onKeyDown={(event) => {
        if (event.key === 'Escape') select(null);
      }}
    >
      <p id="board-keyboard-help" className="board__sr-only">
        {t('board.keyboardHelp')}
      </p>
      <BoardGrid loading={loading} loadingText={t('board.loading')} />
      {ready && <WidgetBar />}
      {settingsOpened && <SettingsPanel />}
      {focusOpened && <FocusOverlay />}
      <UndoToast />
    </div>
  );
}
