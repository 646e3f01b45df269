import { z } from 'zod';

// Licensed symbol packs (catalogue 1.6): a tenant admin uploads a zip with manifest.json and the
// images; the signed-in app reads the active pack. The default pack "Offene Symbole" ships with
// the web app and is never installed this way.

/** The id of the default pack; an uploaded pack may not take it. */
export const DEFAULT_SYMBOL_PACK_ID = 'open-symbols';

/** Limits of an uploaded pack (the zip, each file, the number of files and symbols). */
export const SYMBOL_PACK_LIMITS = {
  /** The zip as uploaded. */
  zipBytes: 50 * 1024 * 1024,
  /** One image, uncompressed. */
  fileBytes: 2 * 1024 * 1024,
  /** All files together, uncompressed (a zip bomb stops here). */
  totalBytes: 200 * 1024 * 1024,
  /** Entries in the zip (manifest included). */
  files: 5_001,
  /** Concepts in the manifest. */
  symbols: 5_000,
  /** manifest.json, uncompressed. */
  manifestBytes: 2 * 1024 * 1024,
} as const;

/** `subject.math`, `material.scissors`, or a free key for search-only symbols. */
export const conceptKeySchema = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9][A-Za-z0-9_-]*)*$/, 'Ungültiger Begriffsschlüssel.');

const text = (max: number) => z.string().trim().min(1).max(max);

/** One symbol of a manifest: its image in the zip and German search words. */
export const symbolEntrySchema = z.strictObject({
  file: z.string().min(1).max(300),
  keywords: z.array(text(100)).max(50),
});

/** manifest.json of a pack (catalogue 1.6). */
export const symbolPackManifestSchema = z.strictObject({
  id: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,62}$/,
      'Die Kennung (id) besteht aus Kleinbuchstaben, Ziffern und Bindestrichen.',
    )
    .refine((id) => id !== DEFAULT_SYMBOL_PACK_ID, 'Die Kennung „open-symbols“ gehört dem Standardpaket.'),
  name: text(60),
  version: text(40),
  license: text(300),
  attribution: text(1_000),
  weekdayColors: z.array(text(40)).length(7).optional(),
  symbols: z
    .record(conceptKeySchema, symbolEntrySchema)
    .refine((s) => Object.keys(s).length >= 1, 'Das Paket enthält keine Symbole.')
    .refine(
      (s) => Object.keys(s).length <= SYMBOL_PACK_LIMITS.symbols,
      `Das Paket enthält mehr als ${SYMBOL_PACK_LIMITS.symbols} Symbole.`,
    ),
});
export type SymbolPackManifestInput = z.infer<typeof symbolPackManifestSchema>;

/** POST /api/symbol-packs: the zip as base64 (raw or as a data URL). */
export const installSymbolPackSchema = z.strictObject({
  file: z.string().min(1, 'Die Datei ist leer.'),
  fileName: z.string().min(1, 'Bitte geben Sie einen Dateinamen an.').max(300, 'Der Dateiname ist zu lang.'),
});
export type InstallSymbolPackInput = z.input<typeof installSymbolPackSchema>;

export const symbolPackParamsSchema = z.strictObject({ id: z.uuid() });

/** An installed pack as the admin page lists it. */
export const symbolPackSchema = z.object({
  id: z.uuid(),
  packId: z.string(),
  name: z.string(),
  version: z.string(),
  license: z.string(),
  attribution: z.string(),
  symbolCount: z.number().int(),
  sizeBytes: z.number().int(),
  active: z.boolean(),
  installedAt: z.string(),
});
export type SymbolPackDto = z.infer<typeof symbolPackSchema>;
export const symbolPackListSchema = z.object({ items: z.array(symbolPackSchema) });

/**
 * GET /api/symbol-packs/active: the tenant's active pack for the signed-in app, or null.
 * `manifest.symbols[key].file` is a file name below `baseUrl` (a signed, expiring, tenant-only
 * URL prefix ending in '/').
 */
export const activeSymbolPackSchema = z.object({
  pack: z
    .object({
      id: z.uuid(),
      baseUrl: z.string(),
      manifest: z.object({
        id: z.string(),
        name: z.string(),
        version: z.string(),
        license: z.string(),
        attribution: z.string(),
        weekdayColors: z.array(z.string()).optional(),
        symbols: z.record(z.string(), z.object({ file: z.string(), keywords: z.array(z.string()) })),
      }),
    })
    .nullable(),
});
export type ActiveSymbolPackDto = z.infer<typeof activeSymbolPackSchema>;

/** GET /api/symbol-packs/files/{token}/{file}. */
export const symbolPackFileParamsSchema = z.strictObject({
  token: z.string().min(1).max(300),
  file: z.string().regex(/^[0-9a-f]{16}\.(png|jpg|webp)$/),
});
