import { describe, expect, it } from 'vitest';
import { WIDGET_TYPES } from '../constants/widget-types.ts';
import {
  ADMIN_MENU_ENTRIES,
  DEFAULT_MENU_ENTRIES,
  grantedWidgetTypes,
  widgetMenuName,
  widgetTypeOfMenu,
} from './menus.ts';

describe('menu entries of widget types', () => {
  it('round-trips every widget type through its entry name and refuses other names', () => {
    for (const type of WIDGET_TYPES) expect(widgetTypeOfMenu(widgetMenuName(type))).toBe(type);
    expect(widgetTypeOfMenu('Widget.Unbekannt')).toBeNull();
    expect(widgetTypeOfMenu('Menus')).toBeNull();
    expect(widgetTypeOfMenu('ExternalContent')).toBeNull();
  });

  it('collects the granted widget types of a menu', () => {
    const granted = grantedWidgetTypes([{ name: 'Widgets' }, { name: 'Widget.Timer' }, { name: 'Menus' }]);
    expect([...granted]).toEqual(['Timer']);
  });

  it('ships unique names, the admin pages under /admin/ and one entry per widget type', () => {
    const names = DEFAULT_MENU_ENTRIES.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of ADMIN_MENU_ENTRIES) expect(entry.path).toMatch(/^\/admin\/[a-z]+$/);
    expect(DEFAULT_MENU_ENTRIES.filter((e) => widgetTypeOfMenu(e.name))).toHaveLength(WIDGET_TYPES.length);
    // Display names tell the two Adventskalender apart.
    const displayNames = DEFAULT_MENU_ENTRIES.map((e) => e.displayName);
    expect(new Set(displayNames).size).toBe(displayNames.length);
    expect(displayNames).toContain('Adventskalender (Sekundarstufe)');
    // Every parent is itself an entry.
    for (const entry of DEFAULT_MENU_ENTRIES) if (entry.parent) expect(names).toContain(entry.parent);
  });
});
