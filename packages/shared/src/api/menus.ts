import { z } from 'zod';
import {
  PRIMARY_ONLY_WIDGET_TYPES,
  SECONDARY_ONLY_WIDGET_TYPES,
  WIDGET_TYPE_INFO,
  WIDGET_TYPES,
  type WidgetTypeKey,
} from '../constants/widget-types.ts';
import { pagedListQuerySchema, pagedResultOf, pagingShape, uuidSchema } from './common.ts';
import { DEFAULT_LAYOUT_FRAMEWORK } from './layouts.ts';

// Menus (spec section 7, /api/platform/menus): navigation entries of a layout's framework, a tree,
// granted by role and by user per tenant. The host admin manages the entries (global); a tenant's
// admin sets the grants of their tenant. Every signed-in user has the role 'teacher' (Lehrkraft);
// admins have 'admin' in addition.

/** The role every signed-in user has (teachers have no other role in the token). */
export const TEACHER_ROLE = 'teacher';
/** The admin role of the token. */
export const ADMIN_ROLE = 'admin';
/** Roles an admin grants menus to, with their German label. */
export const MENU_ROLES = [
  { role: TEACHER_ROLE, label: 'Lehrkräfte (alle Angemeldeten)' },
  { role: ADMIN_ROLE, label: 'Administration' },
] as const;

/** Name of the group of the admin area's entries. */
export const ADMIN_MENU_GROUP = 'Admin';
/** Name of the group with one entry per widget type. */
export const WIDGETS_MENU_GROUP = 'Widgets';
const WIDGET_PREFIX = 'Widget.';

/** The menu entry name of a widget type ("Widget.ExternalContent"). */
export function widgetMenuName(type: WidgetTypeKey): string {
  return `${WIDGET_PREFIX}${type}`;
}

/** The widget type of a menu entry name, or null. */
export function widgetTypeOfMenu(name: string): WidgetTypeKey | null {
  if (!name.startsWith(WIDGET_PREFIX)) return null;
  const type = name.slice(WIDGET_PREFIX.length);
  return (WIDGET_TYPES as readonly string[]).includes(type) ? (type as WidgetTypeKey) : null;
}

/** A seeded (static) menu entry: global, cannot be deleted. */
export interface DefaultMenuEntry {
  readonly name: string;
  readonly displayName: string;
  readonly path: string;
  readonly icon: string;
  readonly order: number;
  readonly parent: string | null;
  /** Roles that have the entry while a tenant has not set that role's menus. */
  readonly roles: readonly string[];
}

/** The admin area's pages, in navigation order (name = key of the web app's page registry). */
export const ADMIN_MENU_ENTRIES: readonly DefaultMenuEntry[] = [
  ['Menus', 'Menüs', '/admin/menues', 'menu'],
  ['Layouts', 'Layouts', '/admin/layouts', 'layout'],
  ['DataDictionary', 'Datenwörterbuch', '/admin/datenwoerterbuch', 'book'],
  ['Versions', 'Versionen', '/admin/versionen', 'tag'],
  ['Settings', 'Einstellungen', '/admin/einstellungen', 'settings'],
  ['Files', 'Dateien', '/admin/dateien', 'file'],
  ['Storage', 'Speicher', '/admin/speicher', 'database'],
  ['Symbols', 'Symbole', '/admin/symbole', 'image'],
].map(([name, displayName, path, icon], i) => ({
  name: name as string,
  displayName: displayName as string,
  path: path as string,
  icon: icon as string,
  order: (i + 1) * 10,
  parent: ADMIN_MENU_GROUP,
  roles: [ADMIN_ROLE],
}));

/** A widget entry's German name; two types of one name (the Adventskalender) get their edition. */
function widgetEntryName(type: WidgetTypeKey): string {
  const name = WIDGET_TYPE_INFO[type].displayName;
  const twins = WIDGET_TYPES.filter((t) => WIDGET_TYPE_INFO[t].displayName === name).length;
  if (twins < 2) return name;
  if ((PRIMARY_ONLY_WIDGET_TYPES as readonly string[]).includes(type)) return `${name} (Grundschule)`;
  if ((SECONDARY_ONLY_WIDGET_TYPES as readonly string[]).includes(type)) return `${name} (Sekundarstufe)`;
  return name;
}

/** Every seeded entry: the two groups, the admin pages and one entry per widget type. */
export const DEFAULT_MENU_ENTRIES: readonly DefaultMenuEntry[] = [
  {
    name: ADMIN_MENU_GROUP,
    displayName: 'Verwaltung',
    path: '/admin',
    icon: 'admin',
    order: 10,
    parent: null,
    roles: [ADMIN_ROLE],
  },
  ...ADMIN_MENU_ENTRIES,
  {
    name: WIDGETS_MENU_GROUP,
    displayName: 'Widgets',
    path: '',
    icon: 'widgets',
    order: 20,
    parent: null,
    roles: [TEACHER_ROLE],
  },
  ...WIDGET_TYPES.map((type, i) => ({
    name: widgetMenuName(type),
    displayName: widgetEntryName(type),
    path: '',
    icon: type,
    order: (i + 1) * 10,
    parent: WIDGETS_MENU_GROUP,
    roles: [TEACHER_ROLE],
  })),
];

/** The framework menus default to (the web app's). */
export const DEFAULT_MENU_FRAMEWORK = DEFAULT_LAYOUT_FRAMEWORK;

/** Columns a menu list may be sorted by. */
export const MENU_SORT_FIELDS = ['name', 'displayName', 'path', 'order', 'creationTime'] as const;

export const MENU_LIMITS = {
  name: 64,
  displayName: 128,
  description: 255,
  path: 255,
  icon: 64,
  framework: 64,
  role: 64,
  grants: 2_000,
} as const;

const required = (max: number, what: string) =>
  z
    .string({ message: `${what} fehlt.` })
    .trim()
    .min(1, `${what} darf nicht leer sein.`)
    .max(max, `${what} darf höchstens ${max} Zeichen lang sein.`);
const optional = (max: number, what: string) =>
  z.string().trim().max(max, `${what} darf höchstens ${max} Zeichen lang sein.`);

export const menuSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  path: z.string(),
  icon: z.string(),
  order: z.number(),
  parentId: z.string().nullable(),
  layoutId: z.string().nullable(),
  framework: z.string(),
  /** Seeded entries: cannot be deleted. */
  isStatic: z.boolean(),
  creationTime: z.string(),
  lastModificationTime: z.string().nullable(),
});
export type MenuDto = z.infer<typeof menuSchema>;

/** PUT menus/{id}: layout and framework stay as created. */
export const updateMenuSchema = z.strictObject({
  name: required(MENU_LIMITS.name, 'Der Name'),
  displayName: required(MENU_LIMITS.displayName, 'Der Anzeigename'),
  description: optional(MENU_LIMITS.description, 'Die Beschreibung').default(''),
  path: optional(MENU_LIMITS.path, 'Der Pfad').default(''),
  icon: optional(MENU_LIMITS.icon, 'Das Symbol').default(''),
  order: z.number({ message: 'Die Reihenfolge ist eine Zahl.' }).int().min(0).max(1_000_000).default(0),
  parentId: uuidSchema.nullable().default(null),
});
export type UpdateMenuInput = z.infer<typeof updateMenuSchema>;

/** POST menus: the entry belongs to a layout, whose framework it takes. */
export const createMenuSchema = updateMenuSchema.extend({ layoutId: uuidSchema });
export type CreateMenuInput = z.infer<typeof createMenuSchema>;

const frameworkSchema = z.string().trim().min(1).max(MENU_LIMITS.framework);
const roleSchema = required(MENU_LIMITS.role, 'Die Rolle');

/** GET menus (ABP paging). */
export const listMenusQuerySchema = pagedListQuerySchema(MENU_SORT_FIELDS, {
  Framework: frameworkSchema.optional(),
  ParentId: uuidSchema.optional(),
});
export type ListMenusQuery = z.infer<typeof listMenusQuerySchema>;

/** GET menus/all and by-current-user. */
export const menusByFrameworkQuerySchema = z.strictObject({ Framework: frameworkSchema.optional() });

/** GET menus/by-role. */
export const menusByRoleQuerySchema = z.strictObject({
  Role: roleSchema,
  Framework: frameworkSchema.optional(),
});
export const menusByRoleParamsSchema = z.strictObject({ role: roleSchema, framework: frameworkSchema });

const rolesSchema = z
  .union([roleSchema, z.array(roleSchema).max(20)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** GET menus/by-user: the user's own grants and those of `Roles`. */
export const menusByUserQuerySchema = z.strictObject({
  UserId: uuidSchema,
  Roles: rolesSchema.optional(),
  Framework: frameworkSchema.optional(),
});
export const menusByUserParamsSchema = z.strictObject({ userId: uuidSchema, framework: frameworkSchema });

const menuIdsSchema = z
  .array(uuidSchema, { message: 'Die Menüeinträge sind eine Liste von IDs.' })
  .max(MENU_LIMITS.grants);

/** PUT menus/by-role: the role's entries (replaces the tenant's set for that role). */
export const setRoleMenusSchema = z.strictObject({
  role: roleSchema,
  framework: frameworkSchema.default(DEFAULT_MENU_FRAMEWORK),
  menuIds: menuIdsSchema,
});
export type SetRoleMenusInput = z.infer<typeof setRoleMenusSchema>;

/** PUT menus/by-user: the user's own entries (in addition to those of their roles). */
export const setUserMenusSchema = z.strictObject({
  userId: uuidSchema,
  framework: frameworkSchema.default(DEFAULT_MENU_FRAMEWORK),
  menuIds: menuIdsSchema,
});
export type SetUserMenusInput = z.infer<typeof setUserMenusSchema>;

/** GET menus/users: the caller's tenant's accounts an admin may grant entries to (not in the spec). */
export const menuUsersQuerySchema = z.strictObject({
  Filter: z.string().max(200).optional(),
  ...pagingShape(100),
});
export type MenuUsersQuery = z.infer<typeof menuUsersQuerySchema>;
export const menuUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type MenuUserDto = z.infer<typeof menuUserSchema>;
export const pagedMenuUsersSchema = pagedResultOf(menuUserSchema);

export const pagedMenusSchema = pagedResultOf(menuSchema);
export const menuListSchema = z.object({ items: z.array(menuSchema) });

/** The widget types a menu list grants (the widget bar's availability). */
export function grantedWidgetTypes(items: readonly Pick<MenuDto, 'name'>[]): Set<WidgetTypeKey> {
  const types = new Set<WidgetTypeKey>();
  for (const item of items) {
    const type = widgetTypeOfMenu(item.name);
    if (type) types.add(type);
  }
  return types;
}
