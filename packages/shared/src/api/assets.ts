import { z } from 'zod';
import { ASSET_TYPES } from '../constants/asset.ts';
import { PRODUCT_EDITIONS } from '../constants/editions.ts';

/** `{app}` route segment: the product edition or app slug (e.g. 'tafino', 'PrimaryGradeLevel'). */
export const appSlugSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'Ungültiger App-Bezeichner.');

const tag = z
  .string()
  .trim()
  .min(1, 'Ein Schlagwort darf nicht leer sein.')
  .max(100, 'Das Schlagwort ist zu lang.');
/** Tags of a user asset: at most 50, each up to 100 characters. */
export const assetTagsSchema = z.array(tag).max(50, 'Höchstens 50 Schlagwörter.');

/** A base64 payload, raw or as a data URL ('data:image/png;base64,...'); the content decides the type. */
export const base64FileSchema = z.string().min(1, 'Die Datei ist leer.');

/** POST /api/{app}/userAsset. */
export const uploadAssetSchema = z.strictObject({
  file: base64FileSchema,
  fileName: z
    .string()
    .min(1, 'Bitte geben Sie einen Dateinamen an.')
    .max(1_000, 'Der Dateiname ist zu lang.'),
  /** Defaults to the slug of the file name. */
  slug: z.string().max(300, 'Der Slug ist zu lang.').optional(),
  tags: assetTagsSchema.optional(),
  /** true (default): an existing slug gets a numbered copy; false: the existing asset is replaced. */
  duplicate: z.boolean().default(true),
});
export type UploadAssetInput = z.input<typeof uploadAssetSchema>;

/** PUT /api/files/{id}/userAsset: new bytes for the same asset id. */
export const replaceAssetSchema = z.strictObject({
  file: base64FileSchema,
  fileName: z
    .string()
    .min(1, 'Bitte geben Sie einen Dateinamen an.')
    .max(1_000, 'Der Dateiname ist zu lang.'),
});
export type ReplaceAssetInput = z.input<typeof replaceAssetSchema>;

/** PUT /api/files/{id}/userAssetPatch: new tags and, optionally, a new display name ("Meine Dateien"). */
export const patchAssetSchema = z.strictObject({
  tags: assetTagsSchema,
  /** The name shown for the file; its slug (and so its links) stays. */
  fileName: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie einen Dateinamen an.')
    .max(255, 'Der Dateiname ist zu lang.')
    .optional(),
});
export type PatchAssetInput = z.input<typeof patchAssetSchema>;

/** A user asset as the API returns it. `url` and `previewUrl` work in <img>/<audio>/<video> without a token. */
export const assetSchema = z.object({
  id: z.string(),
  slug: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
  assetType: z.enum(ASSET_TYPES),
  tags: z.array(z.string()),
  /** Image previews only (null otherwise); change `w`/`h` in the query for other sizes. */
  previewUrl: z.string().nullable(),
  url: z.string(),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type AssetDto = z.infer<typeof assetSchema>;

/** GET /api/files/userAssets query (ABP paging). */
export const listAssetsQuerySchema = z.strictObject({
  SkipCount: z.coerce.number().int().min(0).default(0),
  MaxResultCount: z.coerce.number().int().min(1).max(1_000).default(10),
  Filter: z.string().max(200).optional(),
  AssetType: z.enum(ASSET_TYPES).optional(),
});

export const pagedAssetsSchema = z.object({ totalCount: z.number(), items: z.array(assetSchema) });

/** Kind of a gallery folder. */
export const GALLERY_FOLDER_KINDS = ['sticker', 'desktop-background', 'draw-background'] as const;
export type GalleryFolderKind = (typeof GALLERY_FOLDER_KINDS)[number];

/** GET /api/files/assets query (spec section 7). */
export const galleryQuerySchema = z.strictObject({
  productEdition: z.enum(PRODUCT_EDITIONS).optional(),
  /** Folder id ('tiere', 'tiere/wald') or German title ('Körper & Flächen'); empty: all folders. */
  path: z.string().max(200).optional(),
  /** German search word (title, keywords, folder). */
  filter: z.string().max(100).optional(),
  kind: z.enum(GALLERY_FOLDER_KINDS).optional(),
  previewWidth: z.coerce.number().int().min(16).max(2048).optional(),
  previewHeight: z.coerce.number().int().min(16).max(2048).optional(),
});

export const galleryItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Title with article for animals ('der Igel'); equals title otherwise. */
  label: z.string(),
  folder: z.string(),
  folderTitle: z.string(),
  kind: z.enum(GALLERY_FOLDER_KINDS),
  keywords: z.array(z.string()),
  editions: z.array(z.string()),
  mimeType: z.string(),
  assetType: z.enum(ASSET_TYPES),
  /** Natural size of the artwork in CSS px (money: true to scale). */
  width: z.number(),
  height: z.number(),
  /** Extra facts, e.g. properties of a solid ('6 Flächen · 12 Kanten · 8 Ecken'). */
  properties: z.string().nullable(),
  license: z.string(),
  author: z.string(),
  url: z.string(),
  previewUrl: z.string(),
});
export type GalleryItemDto = z.infer<typeof galleryItemSchema>;

export const galleryFolderSchema = z.object({
  path: z.string(),
  title: z.string(),
  kind: z.enum(GALLERY_FOLDER_KINDS),
  count: z.number(),
  /** Licence line shown in the gallery footer for this folder. */
  attribution: z.string(),
});

export const galleryListingSchema = z.object({
  folders: z.array(galleryFolderSchema),
  items: z.array(galleryItemSchema),
});
export type GalleryListingDto = z.infer<typeof galleryListingSchema>;

export const galleryLicensesSchema = z.object({
  items: z.array(
    z.object({
      license: z.string(),
      author: z.string(),
      folders: z.array(z.string()),
      count: z.number(),
      items: z.array(z.object({ slug: z.string(), title: z.string(), folderTitle: z.string() })),
    }),
  ),
});

/** GET /api/files/pupil-names/{classCode}: the class list of a desktop's class. */
export const pupilNamesSchema = z.object({
  names: z.array(z.string()),
  text: z.string(),
  assetId: z.string(),
});
export const putPupilNamesSchema = z.strictObject({
  text: z.string().max(100_000, 'Die Klassenliste ist zu lang.'),
});
export const pupilNamesQuerySchema = z.strictObject({ productEdition: z.enum(PRODUCT_EDITIONS).optional() });

/** GET /api/files/userAssets/usage: where the user's files are used, and the upload limit's share. */
export const assetUsageSchema = z.object({
  usedBytes: z.number(),
  limitBytes: z.number(),
  limitMb: z.number(),
  items: z.array(
    z.object({
      assetId: z.string(),
      /** The widgets (on the user's own desktops) that link the file. */
      widgets: z.array(
        z.object({
          widgetId: z.string(),
          componentName: z.string(),
          desktopId: z.string(),
          desktopName: z.string(),
        }),
      ),
      /** Colleagues whose clones link the file (asset_users). */
      colleagues: z.array(z.string()),
    }),
  ),
});
export type AssetUsageDto = z.infer<typeof assetUsageSchema>;
