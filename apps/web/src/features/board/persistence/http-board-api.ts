import type { DesktopDto, DocumentChange, WidgetDto } from '@tafino/shared';
import { api } from '../../../lib/api.ts';
import { DESKTOPS_PATH, desktopWidgetsPath } from '../../../lib/early-requests.ts';

const BASE = DESKTOPS_PATH;
const id = (value: string) => encodeURIComponent(value);
// Saves run in the background: they must not flash the global progress bar, and they must
// survive the page being left (pagehide flush).
const quiet = { progress: false, keepalive: true } as const;

/** The board's calls on the app's API client. */
export const httpBoardApi = {
  listWidgets: async (desktopId: string, signal?: AbortSignal): Promise<WidgetDto[]> =>
    (await api.get<{ items: WidgetDto[] }>(desktopWidgetsPath(desktopId), signal ? { signal } : {})).items,
  createWidget: async (
    desktopId: string,
    input: {
      widgetId: string;
      componentName: string;
      extraProperties: Record<string, unknown>;
      opId?: string;
    },
  ): Promise<WidgetDto> => api.patch<WidgetDto>(`${BASE}/${id(desktopId)}/create-widget`, input, quiet),
  updateWidget: async (
    desktopId: string,
    input: {
      widgetId: string;
      extraProperties?: Record<string, unknown>;
      changes?: DocumentChange[];
      opId?: string;
    },
  ): Promise<WidgetDto> => api.patch<WidgetDto>(`${BASE}/${id(desktopId)}/update-widget`, input, quiet),
  removeWidget: async (desktopId: string, widgetId: string, opId?: string) => {
    const query = opId ? `?opId=${id(opId)}` : '';
    await api.patch(`${BASE}/${id(desktopId)}/${id(widgetId)}/remove-widget${query}`, undefined, quiet);
  },
  updateLayout: async (
    desktopId: string,
    input: {
      name: string;
      classCode: string;
      desktopLayoutMeta: unknown;
      extraProperties: Record<string, unknown>;
      changes?: DocumentChange[];
      opId?: string;
    },
  ): Promise<DesktopDto> =>
    api.put<DesktopDto>(
      `${BASE}/${id(desktopId)}`,
      input.changes
        ? { name: input.name, classCode: input.classCode, changes: input.changes, opId: input.opId }
        : {
            name: input.name,
            classCode: input.classCode,
            extraProperties: { ...input.extraProperties, desktopLayoutMeta: input.desktopLayoutMeta },
            ...(input.opId ? { opId: input.opId } : {}),
          },
      quiet,
    ),
};
