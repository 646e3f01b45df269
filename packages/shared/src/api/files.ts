import { z } from 'zod';
import { checkStorageName, checkStoragePath } from '../rules/storage-path.ts';
import { sortingSchemaOf } from './common.ts';

// Files (spec section 7, /api/files/{private|public|static}) and storage management
// (/api/oss-management/containes|objects). Names and paths are checked by rules/storage-path.ts;
// the server builds every storage key from them.

/** The three file spaces of a tenant. */
export const FILE_SPACES = ['private', 'public', 'static'] as const;
export type FileSpace = (typeof FILE_SPACES)[number];

/** Named image processes (preview sizes); `{w}x{h}` names any size (snapped to the preview ladder). */
export const FILE_PROCESSES = {
  thumbnail: { width: 128, height: 128 },
  small: { width: 320, height: 240 },
  medium: { width: 640, height: 480 },
  large: { width: 1280, height: 960 },
} as const;

/** The size a process names, or undefined for an unknown one. */
export function processSize(process: string): { width: number; height: number } | undefined {
  const named = FILE_PROCESSES[process as keyof typeof FILE_PROCESSES];
  if (named) return named;
  const m = /^(\d{1,4})x(\d{1,4})$/.exec(process);
  if (!m) return undefined;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width >= 1 && height >= 1 && width <= 2048 && height <= 2048 ? { width, height } : undefined;
}

/** A name of a file, folder, bucket or container (400 with the rule's German message). */
export const storageNameSchema = z
  .string({ message: 'Der Name fehlt.' })
  .max(1000, 'Der Name ist zu lang.')
  .superRefine((value, ctx) => {
    const result = checkStorageName(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  });

/** A folder path inside a space or container ('' is the top). */
export const storagePathSchema = z
  .string()
  .max(2000, 'Der Pfad ist zu lang.')
  .superRefine((value, ctx) => {
    const result = checkStoragePath(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  });

export const processSchema = z
  .string()
  .max(20)
  .refine((p) => processSize(p) !== undefined, {
    message: `Unbekannte Bildverarbeitung: erlaubt sind ${Object.keys(FILE_PROCESSES).join(', ')} oder Breite x Höhe (z. B. 200x200).`,
  });

const base64File = z.string({ message: 'Die Datei fehlt.' }).min(1, 'Die Datei ist leer.');

/** A file or folder of a file space or container. */
export const fileSchema = z.object({
  name: z.string(),
  /** The folder path ('' at the top, else without leading or trailing slash). */
  path: z.string(),
  isFolder: z.boolean(),
  size: z.number(),
  /** The type decided from the content at upload (null for folders). */
  mimeType: z.string().nullable(),
  lastModificationTime: z.string().nullable(),
  /** Where the bytes are read (GET, relative to the API origin); null for folders. */
  url: z.string().nullable(),
});
export type FileDto = z.infer<typeof fileSchema>;

export const pagedFilesSchema = z.object({ totalCount: z.number(), items: z.array(fileSchema) });
export type PagedFiles = z.infer<typeof pagedFilesSchema>;

/** POST /api/files/private|public: one file as base64 (raw or data URL), replacing one of the same name. */
export const uploadFileSchema = z.strictObject({
  path: storagePathSchema.default(''),
  name: storageNameSchema,
  file: base64File,
});
export type UploadFileInput = z.infer<typeof uploadFileSchema>;

/** POST /api/files/static: like uploadFileSchema, into a bucket. */
export const uploadStaticFileSchema = uploadFileSchema.extend({ bucket: storageNameSchema });
export type UploadStaticFileInput = z.infer<typeof uploadStaticFileSchema>;

const skipCount = z.coerce.number().int().min(0).max(1_000_000).default(0);
const maxResultCount = z.coerce.number().int().min(1).max(1_000).default(100);

/** GET /api/files/{space}/search. */
export const searchFilesQuerySchema = z.strictObject({
  Filter: z.string().max(200).optional(),
  Path: storagePathSchema.default(''),
  SkipCount: skipCount,
  MaxResultCount: maxResultCount,
});
export const searchStaticFilesQuerySchema = searchFilesQuerySchema.extend({ Bucket: storageNameSchema });
export type SearchFilesQuery = z.infer<typeof searchFilesQuerySchema> & { Bucket?: string };

/** DELETE /api/files/{space}: a file (and its previews), or with Process only that preview. */
export const deleteFileQuerySchema = z.strictObject({
  Name: storageNameSchema,
  Path: storagePathSchema.default(''),
  Process: processSchema.optional(),
});
export const deleteStaticFileQuerySchema = deleteFileQuerySchema.extend({ Bucket: storageNameSchema });
export type DeleteFileQuery = z.infer<typeof deleteFileQuerySchema> & { Bucket?: string };

/** Limits of a chunked upload (POST .../upload). */
export const CHUNK_LIMITS = { maxChunks: 10_000, maxChunkBytes: 10_000_000 } as const;

const chunkFields = {
  path: storagePathSchema.default(''),
  name: storageNameSchema,
  /** Chosen by the client for one file's upload; chunks of the same identifier belong together. */
  identifier: z
    .string()
    .regex(
      /^[A-Za-z0-9-]{8,64}$/,
      'Die Kennung besteht aus 8 bis 64 Buchstaben, Ziffern oder Bindestrichen.',
    ),
  chunkNumber: z.coerce.number().int().min(1),
  totalChunks: z.coerce.number().int().min(1).max(CHUNK_LIMITS.maxChunks),
  totalSize: z.coerce.number().int().min(1),
  file: base64File,
};
const chunkInRange = {
  check: (v: { chunkNumber: number; totalChunks: number }) => v.chunkNumber <= v.totalChunks,
  params: { message: 'Die Teilnummer ist größer als die Anzahl der Teile.', path: ['chunkNumber'] },
};

/** POST /api/files/{space}/upload: one chunk of a file. */
export const uploadChunkSchema = z.strictObject(chunkFields).refine(chunkInRange.check, chunkInRange.params);
/** POST /api/files/static/upload and /api/oss-management/objects/upload: one chunk, into a bucket or container. */
export const uploadBucketChunkSchema = z
  .strictObject({ ...chunkFields, bucket: storageNameSchema })
  .refine(chunkInRange.check, chunkInRange.params);
export type UploadChunkInput = z.infer<typeof uploadChunkSchema> & { bucket?: string };

export const chunkResultSchema = z.object({
  /** True once every chunk arrived and the file was stored. */
  completed: z.boolean(),
  /** Chunk numbers received so far (a resumed upload sends only the others). */
  received: z.array(z.number()),
  file: fileSchema.nullable(),
});
export type ChunkResult = z.infer<typeof chunkResultSchema>;

/** Longest lifetime of a private share (days). */
export const MAX_SHARE_DAYS = 365;

/** POST /api/files/private/share: a link to one own file that anyone holding it may open. */
export const createShareSchema = z.strictObject({
  name: storageNameSchema,
  path: storagePathSchema.default(''),
  /** When the link stops working (ISO 8601 with offset); default in 7 days. */
  expirationTime: z.iso
    .datetime({ offset: true, message: 'Der Ablaufzeitpunkt ist kein gültiges Datum (ISO 8601).' })
    .optional(),
  /** How often the link may be opened; 0 = without limit. */
  maxAccessCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type CreateShareInput = z.infer<typeof createShareSchema>;

export const shareSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  /** The link (relative to the API origin); the token in it is the capability. */
  url: z.string(),
  expirationTime: z.string(),
  maxAccessCount: z.number(),
  accessCount: z.number(),
  creationTime: z.string(),
});
export type ShareDto = z.infer<typeof shareSchema>;
export const shareListSchema = z.object({ items: z.array(shareSchema) });

// --- storage management --------------------------------------------------------------------

/** Sort fields of containers and objects (`Sorting`: `name`, `size desc`, ...). */
export const STORAGE_SORT_FIELDS = ['name', 'size', 'lastModifiedDate'] as const;
const sortingSchema = sortingSchemaOf(STORAGE_SORT_FIELDS);

export const containerSchema = z.object({
  name: z.string(),
  size: z.number(),
  objectCount: z.number(),
  lastModifiedDate: z.string().nullable(),
  /** Managed by the application: it cannot be deleted here. */
  protected: z.boolean(),
});
export type ContainerDto = z.infer<typeof containerSchema>;

/** GET /api/oss-management/containes: Marker continues after that name; Prefix narrows by name start. */
export const listContainersQuerySchema = z.strictObject({
  Prefix: z.string().max(200).optional(),
  Marker: z.string().max(200).optional(),
  Sorting: sortingSchema.optional(),
  SkipCount: skipCount,
  MaxResultCount: maxResultCount,
});
export type ListContainersQuery = z.infer<typeof listContainersQuerySchema>;

export const containersResultSchema = z.object({
  totalCount: z.number(),
  items: z.array(containerSchema),
  prefix: z.string(),
  marker: z.string(),
  nextMarker: z.string().nullable(),
  maxKeys: z.number(),
});
export type ContainersResult = z.infer<typeof containersResultSchema>;

/** GET /api/oss-management/containes/objects: one folder's entries (Delimiter '/') or every object below it. */
export const listObjectsQuerySchema = z.strictObject({
  Bucket: storageNameSchema,
  Prefix: storagePathSchema.default(''),
  Delimiter: z.enum(['/', ''], { message: 'Das Trennzeichen ist „/“ oder leer.' }).default('/'),
  Filter: z.string().max(200).optional(),
  Marker: z.string().max(200).optional(),
  Sorting: sortingSchema.optional(),
  SkipCount: skipCount,
  MaxResultCount: maxResultCount,
});
export type ListObjectsQuery = z.infer<typeof listObjectsQuerySchema>;

export const objectsResultSchema = z.object({
  totalCount: z.number(),
  items: z.array(fileSchema),
  bucket: z.string(),
  prefix: z.string(),
  delimiter: z.string(),
  marker: z.string(),
  nextMarker: z.string().nullable(),
  maxKeys: z.number(),
});
export type ObjectsResult = z.infer<typeof objectsResultSchema>;

/** An object name; ending in '/' it names a folder. */
const objectNameSchema = z
  .string({ message: 'Der Objektname fehlt.' })
  .max(1000, 'Der Name ist zu lang.')
  .superRefine((value, ctx) => {
    const result = checkStorageName(value.endsWith('/') ? value.slice(0, -1) : value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  });

/** GET and DELETE /api/oss-management/objects. */
export const objectQuerySchema = z.strictObject({
  Bucket: storageNameSchema,
  Path: storagePathSchema.default(''),
  Object: objectNameSchema,
});
export type ObjectQuery = z.infer<typeof objectQuerySchema>;

/** GET /api/oss-management/objects/download. */
export const downloadObjectQuerySchema = objectQuerySchema.extend({ Process: processSchema.optional() });
export type DownloadObjectQuery = z.infer<typeof downloadObjectQuerySchema>;

/** POST /api/oss-management/objects: a file (base64), or a folder when `object` ends in '/' and no file is sent. */
export const createObjectSchema = z
  .strictObject({
    bucket: storageNameSchema,
    path: storagePathSchema.default(''),
    object: objectNameSchema,
    file: base64File.optional(),
    overwrite: z.boolean().default(false),
  })
  .refine((v) => v.object.endsWith('/') || v.file !== undefined, {
    message: 'Die Datei fehlt (ein Ordnername endet mit „/“).',
    path: ['file'],
  });
export type CreateObjectInput = z.infer<typeof createObjectSchema>;

/** POST /api/oss-management/objects/bulk-delete. */
export const bulkDeleteObjectsSchema = z.strictObject({
  bucket: storageNameSchema,
  path: storagePathSchema.default(''),
  objects: z.array(objectNameSchema).min(1, 'Es wurde kein Objekt gewählt.').max(1000),
});
export type BulkDeleteObjectsInput = z.infer<typeof bulkDeleteObjectsSchema>;
