import type { WidgetTypeKey } from '@tafino/shared';
import { i18n } from '../../../i18n/index.ts';
import { notify } from '../../notifications/store.ts';
import { preloadViews } from '../chrome/view-cache.ts';
import { addWidget } from './board-actions.ts';
import { useBoardStore } from './board-store.ts';

// A widget type's definition (settings, live state) and view are their own chunks: the board route
// holds only the types' manifests, so placing a type not on the board yet loads them first.

/** Starts loading a type's definition and view (hover or focus of its widget-bar entry). */
export function preloadWidgetType(type: WidgetTypeKey): void {
  void preloadViews([type]).catch(() => undefined);
}

/**
 * A tap in the widget bar or a placement asked for from outside the board: loads the type's
 * definition and view (once), then adds it like `addWidget`. Null when it was not placed (no room,
 * its code failed to load: the German error, or another desktop was opened meanwhile).
 */
export async function placeWidget(type: WidgetTypeKey): Promise<string | null> {
  const desktopId = useBoardStore.getState().desktop?.id;
  try {
    await preloadViews([type]);
  } catch {
    const name = i18n.t(`widgets.${type}.name`, { defaultValue: type });
    notify({ type: 'error', text: i18n.t('board.placeFailed', { name }) });
    return null;
  }
  const { desktop, status } = useBoardStore.getState();
  if (!desktopId || desktop?.id !== desktopId || status !== 'ready') return null;
  return addWidget(type);
}
