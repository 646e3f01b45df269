/**
 * The platform data dictionary on the client (spec section 7, /api/platform/datas).
 *
 *   useBoardDataDictionary()     the tenant's lists for the widgets (one cached request, off the
 *                                board's critical path; null until it answers or when it fails)
 *   dataDictionaryKeys           query keys; every admin change invalidates `all`
 *
 * The admin page's queries and changes live beside the page (features/admin/data-dictionary).
 */
import type { DataDto } from '@tafino/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api.ts';
import { type DataDictionaryView, dictionaryView } from '../../widgets/sdk/data-dictionary.ts';

export const DATAS_PATH = '/api/platform/datas';
export const dataDictionaryKeys = {
  all: ['data-dictionary'] as const,
  lists: ['data-dictionary', 'all'] as const,
};

/** The tenant's lists as widgets read them; null while loading, after a failure, or when not `enabled`. */
export function useBoardDataDictionary(enabled = true): DataDictionaryView | null {
  const query = useQuery({
    queryKey: dataDictionaryKeys.lists,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: DataDto[] }>(`${DATAS_PATH}/all`, { signal, progress: false })).items,
    enabled,
    // Lists change in the admin area (which invalidates them), not during a lesson.
    staleTime: 10 * 60 * 1000,
    retry: 1,
  });
  const data = enabled ? query.data : undefined;
  return useMemo(() => (data ? dictionaryView(data) : null), [data]);
}
