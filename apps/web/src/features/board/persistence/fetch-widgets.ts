import type { WidgetDto } from '@tafino/shared';
import { milestone } from '../../../lib/milestones.ts';
import { preloadViews } from '../chrome/view-cache.ts';
import { httpBoardApi } from './http-board-api.ts';

/** GET {id}/widgets, resolved once the views of the types on the board have loaded (they render at once). */
export async function fetchBoardWidgets(desktopId: string, signal?: AbortSignal): Promise<WidgetDto[]> {
  const items = await httpBoardApi.listWidgets(desktopId, signal);
  milestone('board-widget-list');
  await preloadViews(items.map((item) => item.componentName));
  milestone('board-widget-code');
  return items;
}
