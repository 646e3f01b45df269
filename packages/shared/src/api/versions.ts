import { z } from 'zod';
import { pagedListQuerySchema, pagedResultOf } from './common.ts';

// Versions (spec section 7, /api/platform/versions and /api/platform/version/...): released
// versions with notes and files per platform. The host admin publishes them; every signed-in user
// reads them. The newest Web version drives the app's `appVersion` and the 'Neuigkeiten' note.

/** Platforms a version is released for; `Web` is this app. */
export const PLATFORM_TYPES = ['Web', 'Windows', 'MacOS', 'Linux', 'Android', 'iOS'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

/** Columns a version list may be sorted by (`Sorting`: `version desc`, ...). */
export const VERSION_SORT_FIELDS = ['version', 'title', 'platformType', 'creationTime'] as const;

export const VERSION_LIMITS = {
  version: 32,
  title: 128,
  description: 4_000,
  fileName: 128,
  filePath: 255,
  fileVersion: 32,
  fileType: 32,
  /** Largest chunk one append may carry (bytes). */
  chunkBytes: 8 * 1024 * 1024,
  /** Largest file a version may carry (bytes). */
  fileBytes: 2 * 1024 * 1024 * 1024,
} as const;

/** Dotted numeric version with up to four parts ('1.4.0'), as compareVersions reads it. */
const VERSION_PATTERN = /^\d{1,9}(\.\d{1,9}){0,3}$/;

const versionString = z
  .string({ message: 'Die Version fehlt.' })
  .trim()
  .min(1, 'Die Version darf nicht leer sein.')
  .max(VERSION_LIMITS.version, `Die Version darf höchstens ${VERSION_LIMITS.version} Zeichen lang sein.`)
  .regex(VERSION_PATTERN, 'Die Version besteht aus Zahlen mit Punkten, z. B. 1.4.0.');

/** Accepts a platform name in any case ('web', 'Web') and answers the canonical name. */
export const platformTypeSchema = z
  .string({ message: 'Die Plattform fehlt.' })
  .trim()
  .transform((v, ctx) => {
    const found = PLATFORM_TYPES.find((p) => p.toLowerCase() === v.toLowerCase());
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `Die Plattform ist eine von: ${PLATFORM_TYPES.join(', ')}.` });
      return z.NEVER;
    }
    return found;
  });

/** A file name without folders; `..`, `/`, `\`, NUL and control characters are refused. */
const fileNameSchema = z
  .string({ message: 'Der Dateiname fehlt.' })
  .trim()
  .min(1, 'Der Dateiname darf nicht leer sein.')
  .max(VERSION_LIMITS.fileName, `Der Dateiname darf höchstens ${VERSION_LIMITS.fileName} Zeichen lang sein.`)
  .refine(
    (v) => !/[/\\\p{Cc}]/u.test(v) && v !== '.' && v !== '..',
    'Der Dateiname darf keine Schrägstriche oder Steuerzeichen enthalten.',
  );

/** A relative folder of the release ('' or 'bin/x64'); no `..`, leading `/` or backslash. */
const filePathSchema = z
  .string()
  .trim()
  .max(VERSION_LIMITS.filePath, `Der Pfad darf höchstens ${VERSION_LIMITS.filePath} Zeichen lang sein.`)
  .refine(
    (v) =>
      v === '' ||
      (!v.startsWith('/') &&
        !/[\\\p{Cc}]/u.test(v) &&
        !v.split('/').some((s) => s === '..' || s === '.' || s === '')),
    'Der Pfad ist ein relativer Ordner ohne „..“, z. B. „bin/x64“.',
  );

export const versionFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  version: z.string(),
  fileType: z.string(),
  size: z.number(),
  sha256: z.string(),
  /** Bytes received so far: an interrupted upload continues here (CurrentByte). */
  receivedBytes: z.number(),
  complete: z.boolean(),
  creationTime: z.string(),
});
export type VersionFileDto = z.infer<typeof versionFileSchema>;

export const versionSchema = z.object({
  id: z.string(),
  version: z.string(),
  platformType: z.enum(PLATFORM_TYPES),
  title: z.string(),
  description: z.string(),
  creationTime: z.string(),
  files: z.array(versionFileSchema),
});
export type VersionDto = z.infer<typeof versionSchema>;

/** POST versions. */
export const createVersionSchema = z.strictObject({
  version: versionString,
  platformType: platformTypeSchema,
  title: z
    .string({ message: 'Der Titel fehlt.' })
    .trim()
    .min(1, 'Der Titel darf nicht leer sein.')
    .max(VERSION_LIMITS.title, `Der Titel darf höchstens ${VERSION_LIMITS.title} Zeichen lang sein.`),
  description: z
    .string()
    .trim()
    .max(
      VERSION_LIMITS.description,
      `Die Beschreibung darf höchstens ${VERSION_LIMITS.description} Zeichen lang sein.`,
    )
    .default(''),
});
export type CreateVersionInput = z.infer<typeof createVersionSchema>;

/** DELETE versions (Version, PlatformType). */
export const deleteVersionQuerySchema = z.strictObject({
  Version: versionString,
  PlatformType: platformTypeSchema,
});

/** GET versions (ABP paging); the default order is the newest version first. */
export const listVersionsQuerySchema = pagedListQuerySchema(VERSION_SORT_FIELDS, {
  PlatformType: platformTypeSchema.optional(),
});
export type ListVersionsQuery = z.infer<typeof listVersionsQuerySchema>;

export const pagedVersionsSchema = pagedResultOf(versionSchema);

/** GET version/lastest (sic, the spec's spelling). */
export const latestVersionQuerySchema = z.strictObject({ platformType: platformTypeSchema });

const sha256Schema = z
  .string({ message: 'Die Prüfsumme (SHA256) fehlt.' })
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'Die Prüfsumme (SHA256) besteht aus 64 Hexadezimalziffern.')
  .transform((v) => v.toLowerCase());

/**
 * POST version/file/append: one chunk of a file as the raw request body
 * (`application/octet-stream`), written at byte CurrentByte of TotalByte. The last chunk
 * completes the file, which must then match SHA256.
 */
export const appendVersionFileQuerySchema = z.strictObject({
  VersionId: z.uuid({ message: 'VersionId ist keine gültige Kennung.' }),
  Version: versionString.optional(),
  FilePath: filePathSchema.default(''),
  FileName: fileNameSchema,
  FileVersion: z
    .string()
    .trim()
    .max(
      VERSION_LIMITS.fileVersion,
      `Die Dateiversion darf höchstens ${VERSION_LIMITS.fileVersion} Zeichen lang sein.`,
    )
    .default(''),
  CurrentByte: z.coerce
    .number({ message: 'CurrentByte ist eine Zahl.' })
    .int('CurrentByte ist eine ganze Zahl.')
    .min(0, 'CurrentByte darf nicht negativ sein.'),
  TotalByte: z.coerce
    .number({ message: 'TotalByte ist eine Zahl.' })
    .int('TotalByte ist eine ganze Zahl.')
    .min(1, 'Eine leere Datei kann nicht hochgeladen werden.')
    .max(VERSION_LIMITS.fileBytes, 'Die Datei ist größer als 2 GB.'),
  FileType: z
    .string()
    .trim()
    .max(VERSION_LIMITS.fileType, `Der Dateityp darf höchstens ${VERSION_LIMITS.fileType} Zeichen lang sein.`)
    .default(''),
  SHA256: sha256Schema,
});
export type AppendVersionFileQuery = z.infer<typeof appendVersionFileQuerySchema>;

/** DELETE version/file/clean (Id): every file of a version. */
export const cleanVersionFilesQuerySchema = z.strictObject({
  Id: z.uuid({ message: 'Id ist keine gültige Kennung.' }),
});

/** DELETE version/file/remove (VersionId, FileName[, FilePath]). */
export const removeVersionFileQuerySchema = z.strictObject({
  VersionId: z.uuid({ message: 'VersionId ist keine gültige Kennung.' }),
  FileName: fileNameSchema,
  FilePath: filePathSchema.optional(),
});

/** GET version/file/download (VersionId, FileName[, FilePath]). */
export const downloadVersionFileQuerySchema = removeVersionFileQuerySchema;
