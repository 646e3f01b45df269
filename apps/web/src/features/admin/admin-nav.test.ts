import { ADMIN_MENU_ENTRIES, type MenuDto } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { adminEntryAt, adminNavOf, adminPageAt } from './admin-nav.ts';

const menu = (id: string, name: string, parentId: string | null, path: string, order: number): MenuDto => ({
  id,
  name,
  displayName: name,
  description: '',
  path,
  icon: '',
  order,
  parentId,
  layoutId: null,
  framework: 'tafino-web',
  isStatic: true,
  creationTime: '2026-01-01T00:00:00.000Z',
  lastModificationTime: null,
});

describe('adminNavOf', () => {
  it('lists the admin group children with a path, by order', () => {
    const items = [
      menu('g', 'Admin', null, '/admin', 10),
      menu('w', 'Widgets', null, '', 20),
      menu('b', 'Versions', 'g', '/admin/versionen', 30),
      menu('a', 'Menus', 'g', '/admin/menues', 10),
      menu('c', 'Widget.Timer', 'w', '', 10),
    ];
    expect(adminNavOf(items).map((e) => e.name)).toEqual(['Menus', 'Versions']);
  });

  it('is empty when the user has no admin group, and the shipped entries without a menu', () => {
    expect(adminNavOf([menu('w', 'Widgets', null, '', 20)])).toEqual([]);
    expect(adminNavOf(undefined).map((e) => e.name)).toEqual(ADMIN_MENU_ENTRIES.map((e) => e.name));
  });
});

describe('adminEntryAt', () => {
  it('finds the entry of a page slug regardless of case', () => {
    const nav = adminNavOf(undefined);
    expect(adminEntryAt(nav, 'Symbole')?.name).toBe('Symbols');
    expect(adminEntryAt(nav, 'nichts')).toBeUndefined();
  });
});

describe('adminPageAt', () => {
  it('keeps the Menüs page reachable when the menu lacks it, and nothing else', () => {
    const nav = adminNavOf([
      menu('g', 'Admin', null, '/admin', 10),
      menu('v', 'Versions', 'g', '/admin/versionen', 10),
    ]);
    expect(adminPageAt(nav, 'versionen')?.name).toBe('Versions');
    expect(adminPageAt(nav, 'menues')?.name).toBe('Menus');
    expect(adminPageAt(nav, 'symbole')).toBeUndefined();
  });
});
