/**
 * The admin area's page registry: a menu entry's name (ADMIN_MENU_ENTRIES in @tafino/shared, or an
 * entry the host admin added) -> its lazily loaded page. One line per page; the navigation comes
 * from GET menus/by-current-user, and an entry without a page here shows "noch nicht verfügbar".
 *
 *   Versions: () => import('../versions/VersionsPage.tsx').then((m) => m.VersionsPage),
 *
 * A page renders inside the admin layout's content pane (position: relative; it may fill it with
 * position: absolute; inset: 0) and loads the i18n areas it needs itself.
 */
import type { ComponentType } from 'react';

export type AdminPageLoader = () => Promise<ComponentType>;

export const ADMIN_PAGES: Readonly<Record<string, AdminPageLoader>> = {
  Menus: () => import('./menus/MenusPage.tsx').then((m) => m.MenusPage),
  Layouts: () => import('./layouts/LayoutsPage.tsx').then((m) => m.LayoutsPage),
  Symbols: () => import('../symbol-packs/SymbolPacksPage.tsx').then((m) => m.SymbolPacksPage),
  DataDictionary: () => import('./data-dictionary/DataDictionaryPage.tsx').then((m) => m.DataDictionaryPage),
  Settings: () => import('./settings/SettingsPage.tsx').then((m) => m.SettingsPage),
  Files: () => import('./files/FilesAdminPage.tsx').then((m) => m.FilesAdminPage),
  Storage: () => import('./storage/StorageAdminPage.tsx').then((m) => m.StorageAdminPage),
  Versions: () => import('./versions/VersionsPage.tsx').then((m) => m.VersionsPage),
};
