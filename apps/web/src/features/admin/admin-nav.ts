import { ADMIN_MENU_ENTRIES, ADMIN_MENU_GROUP, type MenuDto } from '@tafino/shared';

/** One link of the admin navigation. */
export interface AdminNavEntry {
  name: string;
  displayName: string;
  path: string;
}

const fallback: AdminNavEntry[] = ADMIN_MENU_ENTRIES.map(({ name, displayName, path }) => ({
  name,
  displayName,
  path,
}));

/**
 * The admin navigation from the user's effective menu: the children of the "Admin" group that
 * have a path, by order. Without a menu (the request failed) the shipped admin entries.
 */
export function adminNavOf(items: readonly MenuDto[] | undefined): AdminNavEntry[] {
  if (!items) return fallback;
  const group = items.find((m) => m.name === ADMIN_MENU_GROUP && m.parentId === null);
  if (!group) return [];
  return items
    .filter((m) => m.parentId === group.id && m.path.startsWith('/admin/'))
    .sort((a, b) => a.order - b.order || a.displayName.localeCompare(b.displayName, 'de'))
    .map(({ name, displayName, path }) => ({ name, displayName, path }));
}

/** The entry of an admin path (`/admin/<page>`, case-insensitive), or undefined. */
export function adminEntryAt(nav: readonly AdminNavEntry[], page: string): AdminNavEntry | undefined {
  const path = `/admin/${page}`.toLowerCase();
  return nav.find((entry) => entry.path.toLowerCase() === path);
}

/**
 * The page at an admin path: the navigation's entry, or the shipped "Menüs" page even when the
 * admin's menu lacks it, so an admin who took it from their own role can still give it back.
 */
export function adminPageAt(nav: readonly AdminNavEntry[], page: string): AdminNavEntry | undefined {
  return (
    adminEntryAt(nav, page) ??
    adminEntryAt(
      fallback.filter((e) => e.name === 'Menus'),
      page,
    )
  );
}
