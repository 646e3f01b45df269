import type { WidgetDto } from '@tafino/shared';
import { milestone } from '../../../lib/milestones.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { prefetchBoardDataDictionary } from '../../data-dictionary/queries.ts';
import { prefetchActiveSymbolPack } from '../../symbol-packs/queries.ts';
import { preloadViews } from '../chrome/view-cache.ts';
import { httpBoardApi } from './http-board-api.ts';

/**
 * GET {id}/widgets, resolved once the views of the types on the board have loaded (they render at once);
 * the symbol pack and the data dictionary are asked for as soon as the list is in.
 */
export async function fetchBoardWidgets(desktopId: string, signal?: AbortSignal): Promise<WidgetDto[]> {
  const items = await httpBoardApi.listWidgets(desktopId, signal);
  milestone('board-widget-list');
  // What card views read besides their data (the tenant's symbol pack and lists): asked now, after the
  // list, so the answers are in before the views render (about 100-200 ms later) instead of rendering
  // every card again when they arrive.
  prefetchActiveSymbolPack(queryClient);
  prefetchBoardDataDictionary(queryClient);
  await preloadViews(items.map((item) => item.componentName));
  milestone('board-widget-code');
  return items;
}
