import type { DesktopDto, WidgetDto } from '@tafino/shared';
import { api } from '../../../lib/api.ts';

const BASE = '/api/platform/desktops';
const id = (value: string) => encodeURIComponent(value);
// Saves run in the background: they must not flash the global progress bar, and they must
// survive the page being left (pagehide flush).
const quiet = { progress: false, keepalive: true } as const;

/** The board's calls on the app's API client. */
export const httpBoardApi = {
  listWidgets: async (desktopId: string, signal?: AbortSignal): Promise<WidgetDto[]> =>
    (await api.get<{ items: WidgetDto[] }>(`${BASE}/${id(desktopId)}/widgets`, signal ? { signal } : {}))
      .items,
  createWidget: async (
    desktopId: string,
    input: { widgetId: string; componentName: string; extraProperties: Record<string, unknown> },
  ) => {
    await api.patch(`${BASE}/${id(desktopId)}/create-widget`, input, quiet);
  },
  updateWidget: async (
    desktopId: string,
    input: { widgetId: string; extraProperties: Record<string, unknown> },
  ) => {
    await api.patch(`${BASE}/${id(desktopId)}/update-widget`, input, quiet);
  },
  removeWidget: async (desktopId: string, widgetId: string) => {
    await api.patch(`${BASE}/${id(desktopId)}/${id(widgetId)}/remove-widget`, undefined, quiet);
  },
  updateLayout: async (
    desktopId: string,
    input: {
      name: string;
      classCode: string;
      desktopLayoutMeta: unknown;
      extraProperties: Record<string, unknown>;
    },
  ): Promise<DesktopDto> =>
    api.put<DesktopDto>(
      `${BASE}/${id(desktopId)}`,
      {
        name: input.name,
        classCode: input.classCode,
        extraProperties: { ...input.extraProperties, desktopLayoutMeta: input.desktopLayoutMeta },
      },
      quiet,
    ),
};
