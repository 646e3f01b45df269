import type { DocumentChange, WidgetDto } from '@tafino/shared';

/** The five calls the board makes; an interface so the sync engine can be tested without HTTP. */
export interface BoardApi {
  listWidgets(desktopId: string, signal?: AbortSignal): Promise<WidgetDto[]>;
  createWidget(
    desktopId: string,
    input: {
      widgetId: string;
      componentName: string;
      extraProperties: Record<string, unknown>;
      opId?: string;
    },
  ): Promise<unknown>;
  /** The whole data, or per-setting `changes` merged by the server; answers the stored widget. */
  updateWidget(
    desktopId: string,
    input: {
      widgetId: string;
      extraProperties?: Record<string, unknown>;
      changes?: DocumentChange[];
      opId?: string;
    },
  ): Promise<unknown>;
  removeWidget(desktopId: string, widgetId: string, opId?: string): Promise<void>;
  /** PUT desktops/{id} with the desktop's current name and class code and the new layout meta. */
  updateLayout(
    desktopId: string,
    input: {
      name: string;
      classCode: string;
      desktopLayoutMeta: unknown;
      extraProperties: Record<string, unknown>;
      /** Per-key changes of extraProperties (layout entries by id), merged by the server instead. */
      changes?: DocumentChange[];
      opId?: string;
    },
  ): Promise<unknown>;
}

/** How a failed call should be handled: kept for a later retry, or given up (it will not get better). */
export type FailureKind = 'retry' | 'drop' | 'done';

/** Classifies a thrown error by HTTP status (0 = network failure). */
export function classifyFailure(
  error: unknown,
  action: 'create' | 'update' | 'remove' | 'layout',
): FailureKind {
  const status =
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
      ? (error as { status: number }).status
      : 0;
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  // A widget that is already gone needs no removal.
  if (action === 'remove' && status === 404) return 'done';
  return 'drop';
}
