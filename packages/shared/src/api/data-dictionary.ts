import { z } from 'zod';
import { EFFECTIVE_EDITIONS } from '../constants/editions.ts';
import { DATA_VALUE_TYPES } from '../rules/data-dictionary.ts';
import { pagedListQuerySchema, pagedResultOf } from './common.ts';

// The platform data dictionary (spec section 7, /api/platform/datas): per tenant, the shipped lists
// (rules/data-dictionary.ts) with the tenant's entries over them, plus the tenant's own lists.
// Tenant admins write; every signed-in user of the tenant reads.

/** Columns a list of lists may be sorted by (`Sorting`: `name`, `displayName desc`, ...). */
export const DATA_SORT_FIELDS = ['name', 'displayName', 'creationTime'] as const;

export const DATA_LIMITS = {
  name: 64,
  displayName: 64,
  description: 255,
  value: 32,
  itemsPerList: 200,
} as const;

const required = (max: number, what: string) =>
  z
    .string({ message: `${what} fehlt.` })
    .trim()
    .min(1, `${what} darf nicht leer sein.`)
    .max(max, `${what} darf höchstens ${max} Zeichen lang sein.`);
const optional = (max: number, what: string) =>
  z.string().trim().max(max, `${what} darf höchstens ${max} Zeichen lang sein.`);

/** A list's name: lower case words with hyphens (`subjects`, `class-duties`). */
export const dataNameSchema = required(DATA_LIMITS.name, 'Der Name').regex(
  /^[a-z][a-z0-9-]*$/,
  'Der Name besteht aus Kleinbuchstaben, Ziffern und Bindestrichen und beginnt mit einem Buchstaben.',
);

/** An item's name: a concept key (`subject.math`, `duty.board`). */
export const dataItemNameSchema = required(DATA_LIMITS.name, 'Der Schlüssel').regex(
  /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9][A-Za-z0-9-]*)*$/,
  'Der Schlüssel besteht aus Buchstaben, Ziffern, Punkten und Bindestrichen (zum Beispiel „subject.math“).',
);

const editionSchema = z.enum(EFFECTIVE_EDITIONS, { message: 'Unbekannte Ausgabe.' }).nullable();

export const dataItemSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  value: z.string(),
  description: z.string(),
  /** Only in this edition; null for both. */
  edition: editionSchema,
  /** True for an entry that ships with the product (the tenant may have changed it). */
  isStatic: z.boolean(),
  /** True when the tenant's entry differs from the shipped one (always for its own entries). */
  isChanged: z.boolean(),
  /** The shipped values of a static entry, for "Standard wiederherstellen". */
  defaultDisplayName: z.string().nullable(),
  defaultValue: z.string().nullable(),
});
export type DataItemDto = z.infer<typeof dataItemSchema>;

export const dataSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  valueType: z.enum(DATA_VALUE_TYPES),
  /** True for a list that ships with the product. */
  isStatic: z.boolean(),
  /** True when the tenant changed the list or one of its entries (a static list can be reset). */
  isChanged: z.boolean(),
  items: z.array(dataItemSchema),
  creationTime: z.string().nullable(),
  lastModificationTime: z.string().nullable(),
});
export type DataDto = z.infer<typeof dataSchema>;

/** PUT datas/{id}: name and value type stay as created. */
export const updateDataSchema = z.strictObject({
  displayName: required(DATA_LIMITS.displayName, 'Der Anzeigename'),
  description: optional(DATA_LIMITS.description, 'Die Beschreibung').default(''),
});
export type UpdateDataInput = z.infer<typeof updateDataSchema>;

/** POST datas: a list of the tenant's own. */
export const createDataSchema = updateDataSchema.extend({
  name: dataNameSchema,
  valueType: z
    .enum(DATA_VALUE_TYPES, { message: 'Der Werttyp ist „none“, „color“ oder „number“.' })
    .default('none'),
});
export type CreateDataInput = z.infer<typeof createDataSchema>;

/** PUT datas/{id}/items/{name}. The value must fit the list's value type (checked by the server). */
export const updateDataItemSchema = z.strictObject({
  displayName: required(DATA_LIMITS.displayName, 'Der Anzeigename'),
  value: optional(DATA_LIMITS.value, 'Der Wert').default(''),
  description: optional(DATA_LIMITS.description, 'Die Beschreibung').default(''),
  edition: editionSchema.default(null),
});
export type UpdateDataItemInput = z.infer<typeof updateDataItemSchema>;

/** POST datas/{id}/items: also puts back a shipped entry the tenant had removed. */
export const createDataItemSchema = updateDataItemSchema.extend({ name: dataItemNameSchema });
export type CreateDataItemInput = z.infer<typeof createDataItemSchema>;

export const dataParamsSchema = z.strictObject({ id: z.uuid({ message: 'Ungültige ID.' }) });
export const dataItemParamsSchema = dataParamsSchema.extend({ name: dataItemNameSchema });
export const dataByNameParamsSchema = z.strictObject({ name: dataNameSchema });

/** GET datas (ABP paging). `Filter` searches the lists' names and their entries' names. */
export const listDatasQuerySchema = pagedListQuerySchema(DATA_SORT_FIELDS, {});
export type ListDatasQuery = z.infer<typeof listDatasQuerySchema>;

export const pagedDatasSchema = pagedResultOf(dataSchema);
export const dataListSchema = z.object({ items: z.array(dataSchema) });
