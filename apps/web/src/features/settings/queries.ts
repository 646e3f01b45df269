/**
 * The signed-in user's settings (spec section 3: name + value; effective values user -> tenant -> global -> default).
 *
 *   useUserSettings()             Record<settingName, value | null> from GET by-current-user
 *   useChangeUserSetting()        mutation { name, value } -> PUT change-current-user-single (optimistic)
 *   settingKeys.currentUser       query key
 */
import type { SettingDto, SettingName } from '@tafino/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { USER_SETTINGS_PATH } from '../../lib/early-requests.ts';

export type SettingValues = Partial<Record<string, string | null>>;

export const settingKeys = { currentUser: ['settings', 'by-current-user'] as const };

const BASE = '/api/setting-management/settings';

export async function fetchUserSettings(): Promise<SettingValues> {
  const { items } = await api.get<{ items: SettingDto[] }>(USER_SETTINGS_PATH);
  return Object.fromEntries(items.map((item) => [item.name, item.value]));
}

export function useUserSettings(enabled = true) {
  return useQuery({
    queryKey: settingKeys.currentUser,
    queryFn: fetchUserSettings,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useChangeUserSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { name: SettingName; value: string | null }) =>
      api.put<void>(`${BASE}/change-current-user-single`, change),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: settingKeys.currentUser });
      const previous = client.getQueryData<SettingValues>(settingKeys.currentUser);
      client.setQueryData<SettingValues>(settingKeys.currentUser, {
        ...previous,
        [change.name]: change.value,
      });
      return { previous };
    },
    onError: (error, _change, context) => {
      // Spec section 8: a settings sync failure is logged only; the view returns to the stored value.
      console.error('Setting could not be saved', error);
      if (context?.previous) client.setQueryData(settingKeys.currentUser, context.previous);
    },
  });
}
