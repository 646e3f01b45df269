/**
 * The admin page of the settings chain (spec section 7, /api/setting-management/...).
 *
 *   useSettingsScope('tenant' | 'global')   the tenant's effective values, or the global ones
 *   useOssSettings('tenant' | 'global')     the storage settings (read-only)
 *   useChangeSettings(scope)                PUT change-current-tenant / change-global
 */
import type { SettingDto, TenantSettingDto } from '@tafino/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type SettingsScope = 'tenant' | 'global';

const BASE = '/api/setting-management';
const read = { tenant: 'by-current-tenant', global: 'by-global' } as const;
const change = { tenant: 'change-current-tenant', global: 'change-global' } as const;
export const adminSettingsKeys = { all: ['admin-settings'] as const };

export function useSettingsScope(scope: SettingsScope, enabled = true) {
  return useQuery({
    queryKey: [...adminSettingsKeys.all, scope],
    queryFn: async ({ signal }) =>
      // The tenant's read marks the values the tenant stored itself (`stored`); the global read has only those.
      (
        await api.get<{ items: (SettingDto & Partial<Pick<TenantSettingDto, 'stored'>>)[] }>(
          `${BASE}/settings/${read[scope]}`,
          { signal, progress: false },
        )
      ).items,
    enabled,
    retry: false,
  });
}

export function useOssSettings(scope: SettingsScope, enabled = true) {
  return useQuery({
    queryKey: [...adminSettingsKeys.all, 'oss', scope],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: SettingDto[] }>(`${BASE}/oss-management/${read[scope]}`, {
          signal,
          progress: false,
        })
      ).items,
    enabled,
    retry: false,
  });
}

export function useChangeSettings(scope: SettingsScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingDto[]) => api.put<void>(`${BASE}/settings/${change[scope]}`, values),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: adminSettingsKeys.all });
      // The signed-in user's own view of the chain (edition, background, sound) reloads too.
      await client.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
