/**
 * The signed-in user's effective menu (spec section 7, GET /api/platform/menus/by-current-user):
 * the entries granted to their roles and to them, with every ancestor of a granted entry.
 *
 *   useCurrentUserMenus(enabled)   the flat list (parents before children), cached 10 minutes
 *   prefetchCurrentUserMenus(qc)   starts the request beside the other boot requests
 *   menuKeys                       query keys (the admin pages invalidate `menuKeys.all` after a change)
 *
 * A failed or slow request never blocks the board: callers treat "no data" as "everything".
 */
import { DEFAULT_MENU_FRAMEWORK, type MenuDto } from '@tafino/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { currentUserMenusPath, MENUS_PATH } from '../../lib/early-requests.ts';

export { MENUS_PATH };
export const menuKeys = {
  all: ['menus'] as const,
  currentUser: ['menus', 'by-current-user', DEFAULT_MENU_FRAMEWORK] as const,
};

const TEN_MINUTES = 10 * 60_000;

async function fetchCurrentUserMenus(): Promise<MenuDto[]> {
  return (
    await api.get<{ items: MenuDto[] }>(currentUserMenusPath(DEFAULT_MENU_FRAMEWORK), { progress: false })
  ).items;
}

const options = {
  queryKey: menuKeys.currentUser,
  queryFn: fetchCurrentUserMenus,
  staleTime: TEN_MINUTES,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
};

export function useCurrentUserMenus(enabled = true) {
  return useQuery({ ...options, enabled });
}

/** Starts the request at boot, in parallel with settings and desktops (errors are the hook's to show). */
export function prefetchCurrentUserMenus(client: QueryClient): void {
  void client.prefetchQuery(options);
}
