/**
 * The "Menüs" admin page's calls (spec section 7, /api/platform/menus):
 *
 *   useMenuPage(query)            GET menus (Framework, Filter, Sorting, SkipCount, MaxResultCount)
 *   useAllMenus()                 GET menus/all (group names of the list)
 *   useGrantedMenuIds(subject)    GET by-role (Role) or by-user/{userId}/{framework}: the granted ids
 *   useTenantUsers(filter)        GET menus/users (the school's accounts, searched on the server)
 *   useSaveGrants()               PUT by-role / by-user; refreshes every menu query (also by-current-user)
 */
import { DEFAULT_MENU_FRAMEWORK, type MenuDto, type MenuUserDto } from '@tafino/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MENUS_PATH, menuKeys } from '../../menus/queries.ts';

export const MENU_PAGE_SIZE = 20;
const framework = DEFAULT_MENU_FRAMEWORK;

export type GrantSubject = { kind: 'role'; role: string } | { kind: 'user'; userId: string };

export interface MenuPageQuery {
  filter: string;
  skip: number;
}

export function useMenuPage({ filter, skip }: MenuPageQuery) {
  return useQuery({
    queryKey: [...menuKeys.all, 'page', filter, skip] as const,
    queryFn: async () => {
      const query = new URLSearchParams({
        Framework: framework,
        Sorting: 'displayName',
        SkipCount: String(skip),
        MaxResultCount: String(MENU_PAGE_SIZE),
      });
      if (filter.trim()) query.set('Filter', filter.trim());
      return api.get<{ totalCount: number; items: MenuDto[] }>(`${MENUS_PATH}?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useAllMenus() {
  return useQuery({
    queryKey: [...menuKeys.all, 'all'] as const,
    queryFn: async () =>
      (await api.get<{ items: MenuDto[] }>(`${MENUS_PATH}/all?Framework=${encodeURIComponent(framework)}`))
        .items,
  });
}

function grantsUrl(subject: GrantSubject): string {
  if (subject.kind === 'role')
    return `${MENUS_PATH}/by-role?${new URLSearchParams({ Role: subject.role, Framework: framework })}`;
  return `${MENUS_PATH}/by-user/${encodeURIComponent(subject.userId)}/${encodeURIComponent(framework)}`;
}

export function useGrantedMenuIds(subject: GrantSubject | null) {
  return useQuery({
    queryKey: [...menuKeys.all, 'granted', subject] as const,
    queryFn: async () => (await api.get<{ items: MenuDto[] }>(grantsUrl(subject!))).items.map((m) => m.id),
    enabled: subject !== null,
    retry: false,
  });
}

export function useSaveGrants() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, menuIds }: { subject: GrantSubject; menuIds: string[] }) =>
      subject.kind === 'role'
        ? api.put<void>(`${MENUS_PATH}/by-role`, { role: subject.role, framework, menuIds })
        : api.put<void>(`${MENUS_PATH}/by-user`, { userId: subject.userId, framework, menuIds }),
    onSuccess: () => client.invalidateQueries({ queryKey: menuKeys.all }),
  });
}

export function useTenantUsers(filter: string, enabled: boolean) {
  return useQuery({
    queryKey: [...menuKeys.all, 'users', filter] as const,
    queryFn: async () => {
      const query = new URLSearchParams({ MaxResultCount: '8' });
      if (filter.trim()) query.set('Filter', filter.trim());
      return api.get<{ totalCount: number; items: MenuUserDto[] }>(`${MENUS_PATH}/users?${query}`);
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
