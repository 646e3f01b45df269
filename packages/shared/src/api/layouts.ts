import { z } from 'zod';
import { pagedListQuerySchema, pagedResultOf } from './common.ts';

// Layouts (spec section 7, /api/platform/layouts): named page layouts of a front-end framework,
// to which menus belong. The host admin manages them; every signed-in user reads them.

/** The framework of this web app; the default and the neutral layout are seeded for it. */
export const DEFAULT_LAYOUT_FRAMEWORK = 'tafino-web';

/** Columns a layout list may be sorted by (`Sorting`: `name`, `displayName desc`, ...). */
export const LAYOUT_SORT_FIELDS = ['name', 'displayName', 'framework', 'path', 'creationTime'] as const;

export const LAYOUT_LIMITS = {
  name: 64,
  displayName: 128,
  description: 255,
  path: 255,
  framework: 64,
} as const;

const required = (max: number, what: string) =>
  z
    .string({ message: `${what} fehlt.` })
    .trim()
    .min(1, `${what} darf nicht leer sein.`)
    .max(max, `${what} darf höchstens ${max} Zeichen lang sein.`);
const optional = (max: number, what: string) =>
  z.string().trim().max(max, `${what} darf höchstens ${max} Zeichen lang sein.`);

export const layoutSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  path: z.string(),
  redirect: z.string(),
  framework: z.string(),
  creationTime: z.string(),
  lastModificationTime: z.string().nullable(),
});
export type LayoutDto = z.infer<typeof layoutSchema>;

/** PUT layouts/{id}: the framework of a layout stays as created. */
export const updateLayoutSchema = z.strictObject({
  name: required(LAYOUT_LIMITS.name, 'Der Name'),
  displayName: required(LAYOUT_LIMITS.displayName, 'Der Anzeigename'),
  description: optional(LAYOUT_LIMITS.description, 'Die Beschreibung').default(''),
  path: required(LAYOUT_LIMITS.path, 'Der Pfad'),
  redirect: optional(LAYOUT_LIMITS.path, 'Die Weiterleitung').default(''),
});
export type UpdateLayoutInput = z.infer<typeof updateLayoutSchema>;

/** POST layouts. */
export const createLayoutSchema = updateLayoutSchema.extend({
  framework: required(LAYOUT_LIMITS.framework, 'Das Framework'),
});
export type CreateLayoutInput = z.infer<typeof createLayoutSchema>;

/** GET layouts (ABP paging; `Reverse` turns the order around). */
export const listLayoutsQuerySchema = pagedListQuerySchema(LAYOUT_SORT_FIELDS, {
  Reverse: z
    .enum(['true', 'false'], { message: 'Reverse ist „true“ oder „false“.' })
    .transform((v) => v === 'true')
    .optional(),
  Framework: z.string().max(LAYOUT_LIMITS.framework).optional(),
});
export type ListLayoutsQuery = z.infer<typeof listLayoutsQuerySchema>;

export const pagedLayoutsSchema = pagedResultOf(layoutSchema);
export const layoutListSchema = z.object({ items: z.array(layoutSchema) });
