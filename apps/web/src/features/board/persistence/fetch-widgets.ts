import type { WidgetDto } from '@tafino/shared';
import { getWidgetDefinition } from '../../../widgets/registry.ts';
import { httpBoardApi } from './http-board-api.ts';

/** GET {id}/widgets, and start loading the views of the types on the board at once (in parallel). */
export async function fetchBoardWidgets(desktopId: string, signal?: AbortSignal): Promise<WidgetDto[]> {
  const items = await httpBoardApi.listWidgets(desktopId, signal);
  for (const type of new Set(items.map((item) => item.componentName)))
    void getWidgetDefinition(type)?.loadView();
  return items;
}
