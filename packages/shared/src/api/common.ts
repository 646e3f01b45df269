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
