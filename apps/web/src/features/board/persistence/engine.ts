import type { DesktopDto } from '@tafino/shared';
import { queryClient } from '../../../lib/query-client.ts';
import { getCurrentUserId } from '../../auth/user-manager.ts';
import { desktopKeys } from '../../desktops/queries.ts';
import { useBoardStore } from '../store/board-store.ts';
import { httpBoardApi } from './http-board-api.ts';
import { createIndexedDbOutboxStore } from './outbox-store.ts';
import { useSaveStatus } from './save-status.ts';
import { SyncEngine, type SyncEngineOptions, type SyncStatus } from './sync-engine.ts';

let engine: SyncEngine | null = null;

function findDesktop(desktopId: string): DesktopDto | undefined {
  const current = useBoardStore.getState().desktop;
  if (current?.id === desktopId) return current;
  return queryClient.getQueryData<DesktopDto[]>(desktopKeys.list)?.find((d) => d.id === desktopId);
}

function isDesktop(value: unknown): value is DesktopDto {
  return typeof value === 'object' && value !== null && typeof (value as DesktopDto).id === 'string';
}

/** How the engine talks back to the board and the shell's caches (also used by tests with a fake API). */
export const boardEngineCallbacks = {
  resolveDesktop: (desktopId: string) => {
    const desktop = findDesktop(desktopId);
    return (
      desktop && {
        name: desktop.name,
        classCode: desktop.classCode,
        extraProperties: desktop.extraProperties,
      }
    );
  },
  onStatus: (status: SyncStatus) => useSaveStatus.setState(status),
  onCreated: (desktopId: string, widgetId: string) => {
    const state = useBoardStore.getState();
    const widget = state.widgets[widgetId];
    if (state.desktop?.id === desktopId && widget?.isNew) {
      useBoardStore.setState({ widgets: { ...state.widgets, [widgetId]: { ...widget, isNew: false } } });
    }
  },
  onLayoutSaved: (_desktopId: string, result: unknown) => {
    // Keep the shell's desktop cache in step, so a later rename does not send an old layout back.
    if (!isDesktop(result)) return;
    queryClient.setQueryData<DesktopDto[]>(desktopKeys.list, (list) =>
      list?.map((item) => (item.id === result.id ? result : item)),
    );
    const state = useBoardStore.getState();
    if (state.desktop?.id === result.id) useBoardStore.setState({ desktop: result });
  },
} satisfies Partial<SyncEngineOptions>;

/** The app's one sync engine (created on first use, flushes what an earlier visit left in the outbox). */
export function getSyncEngine(): SyncEngine {
  if (engine) return engine;
  const created = new SyncEngine({
    api: httpBoardApi,
    store: createIndexedDbOutboxStore({ scope: getCurrentUserId }),
    ...boardEngineCallbacks,
  });
  engine = created;
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void created.flush());
    // Leaving the page: send at once; whatever does not arrive stays in the outbox for the next visit.
    window.addEventListener('pagehide', () => void created.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void created.flush();
    });
  }
  void created.ready().then(() => created.flush());
  return created;
}

/** For tests: replace the engine. */
export function setSyncEngineForTests(next: SyncEngine | null): void {
  engine = next;
}
