/**
 * The "Layouts" admin page's calls (spec section 7, /api/platform/layouts): a page of layouts
 * (Filter, Sorting, SkipCount, MaxResultCount), create, change, delete. Writing is the host admin's.
 */
import type { LayoutDto } from '@tafino/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const LAYOUTS_PATH = '/api/platform/layouts';
export const LAYOUT_PAGE_SIZE = 10;
const keys = { all: ['layouts'] as const };

export interface LayoutForm {
  name: string;
  displayName: string;
  description: string;
  path: string;
  redirect: string;
  framework: string;
}

export function useLayoutPage(filter: string, skip: number) {
  return useQuery({
    queryKey: [...keys.all, 'page', filter, skip] as const,
    queryFn: async () => {
      const query = new URLSearchParams({
        Sorting: 'framework',
        SkipCount: String(skip),
        MaxResultCount: String(LAYOUT_PAGE_SIZE),
      });
      if (filter.trim()) query.set('Filter', filter.trim());
      return api.get<{ totalCount: number; items: LayoutDto[] }>(`${LAYOUTS_PATH}?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useSaveLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: LayoutForm }) => {
      if (id === null) return api.post<LayoutDto>(LAYOUTS_PATH, form);
      const { framework: _, ...change } = form;
      return api.put<LayoutDto>(`${LAYOUTS_PATH}/${id}`, change);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${LAYOUTS_PATH}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
