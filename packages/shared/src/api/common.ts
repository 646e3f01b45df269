import { z } from 'zod';

/** The ABP error body every failed API call answers with. */
export const abpErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.string().optional(),
    validationErrors: z.array(z.object({ message: z.string(), members: z.array(z.string()) })).optional(),
  }),
});
export type AbpError = z.infer<typeof abpErrorSchema>;

/** Largest serialized extraProperties object accepted per desktop or widget (bytes). */
export const MAX_EXTRA_PROPERTIES_BYTES = 1_000_000;

/** An open object of string keys, stored and returned as sent, within a size limit. */
export const extraPropertiesSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_EXTRA_PROPERTIES_BYTES, {
    message: 'Die Daten sind zu groß.',
  });

export const uuidSchema = z.uuid({ message: 'Ungültige ID.' });

export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** An ABP `Sorting` over the given fields: a field, optionally followed by `asc` or `desc`. */
export const sortingSchemaOf = (fields: readonly string[]) =>
  z
    .string()
    .trim()
    .max(40)
    .regex(
      new RegExp(`^(${fields.join('|')})(\\s+(asc|desc))?$`, 'i'),
      `Sortierung nach ${fields.join(', ')}, optional mit „asc“ oder „desc“.`,
    );

/** The ABP paging of a list query: SkipCount and MaxResultCount (default 10). */
export const pagingShape = (maxResultCount = 1_000) => ({
  SkipCount: z.coerce.number().int().min(0).default(0),
  MaxResultCount: z.coerce.number().int().min(1).max(maxResultCount).default(10),
});

/**
 * An ABP paged list query: `Filter`, the list's own fields, `Sorting` over the given fields,
 * `SkipCount` and `MaxResultCount`.
 */
export const pagedListQuerySchema = <S extends z.ZodRawShape>(sortFields: readonly string[], shape: S) =>
  z.strictObject({
    Filter: z.string().max(200).optional(),
    ...shape,
    Sorting: sortingSchemaOf(sortFields).optional(),
    ...pagingShape(),
  });

/** An ABP paged result: the count of all matches and one page of them. */
export const pagedResultOf = <T extends z.ZodType>(item: T) =>
  z.object({ totalCount: z.number(), items: z.array(item) });
