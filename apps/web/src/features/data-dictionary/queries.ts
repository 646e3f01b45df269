/**
 * The platform data dictionary on the client (spec section 7, /api/platform/datas).
 *
 *   useBoardDataDictionary()     the tenant's lists for the widgets (one cached request, off the
 *                                board's critical path; null until it answers or when it fails)
 *   prefetchBoardDataDictionary  asks once the board's widget list is in (after it, not beside it), so
 *                                the views that read the lists render once and a chooser opens with them
 *   dataDictionaryKeys           query keys; every admin change invalidates `all`
 *
 * The admin page's queries and changes live beside the page (features/admin/data-dictionary).
 */
import type { DataDto } from '@tafino/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api.ts';
import { type DataDictionaryView, dictionaryView } from '../../widgets/sdk/data-dictionary.ts';

export const DATAS_PATH = '/api/platform/datas';
export const dataDictionaryKeys = {
  all: ['data-dictionary'] as const,
  lists: ['data-dictionary', 'all'] as const,
};

const listsQuery = {
  queryKey: dataDictionaryKeys.lists,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<{ items: DataDto[] }>(`${DATAS_PATH}/all`, { signal, progress: false })).items,
  // Lists change in the admin area (which invalidates them), not during a lesson.
  staleTime: 10 * 60 * 1000,
  retry: 1,
};

/** The tenant's lists as widgets read them; null while loading, after a failure, or when not `enabled`. */
export function useBoardDataDictionary(enabled = true): DataDictionaryView | null {
  const query = useQuery({ ...listsQuery, enabled });
  const data = enabled ? query.data : undefined;
  return useMemo(() => (data ? dictionaryView(data) : null), [data]);
}

/** Loads the lists (a no-op while they are fresh); not before the board's widget list has answered. */
export function prefetchBoardDataDictionary(client: QueryClient): void {
  void client.prefetchQuery(listsQuery);
}
