import { z } from 'zod';
import { documentChangesSchema } from '../rules/live-merge.ts';
import { UNSAFE_URL_MESSAGE, unsafeUrlPaths } from '../rules/safe-url.ts';
import { extraPropertiesSchema, uuidSchema } from './common.ts';

const name = z
  .string()
  .trim()
  .min(1, 'Bitte geben Sie einen Namen ein.')
  .max(100, 'Der Name darf höchstens 100 Zeichen lang sein.');
const classCode = z.string().trim().max(50, 'Der Klassencode darf höchstens 50 Zeichen lang sein.');

export const sharedContextSchema = z.object({
  ownerUserMail: z.string(),
  sharedWithDesktopId: z.string(),
});

/** A desktop as the API returns it. */
export const desktopSchema = z.object({
  id: z.string(),
  name: z.string(),
  classCode: z.string(),
  clonedFromDesktopId: z.string().nullable(),
  sharedContexts: z.array(sharedContextSchema),
  shareContext: sharedContextSchema.nullable(),
  cloneShareActionCode: z.string().nullable(),
  extraProperties: z.record(z.string(), z.unknown()),
  creationTime: z.string(),
  lastModificationTime: z.string(),
  /** Raised by every write of the desktop (name, layout, settings); live clients rebase on it. */
  revision: z.number().int().optional(),
});
export type DesktopDto = z.infer<typeof desktopSchema>;

export const createDesktopSchema = z.strictObject({
  name,
  classCode: classCode.default(''),
});
export type CreateDesktopInput = z.input<typeof createDesktopSchema>;

/** A client operation id: a write repeated with the same id is applied once. */
const opId = uuidSchema.optional();
/** The revision the client's change was based on (whole replacements with a stale one answer 409). */
const baseRevision = z.number().int().min(0).optional();
const ONE_OF_MESSAGE = 'Bitte senden Sie entweder extraProperties oder changes.';

export const updateDesktopSchema = z
  .strictObject({
    name,
    classCode: classCode.default(''),
    extraProperties: z
      .strictObject({ desktopLayoutMeta: z.unknown().optional() })
      .catchall(z.unknown())
      .pipe(extraPropertiesSchema)
      .nullable()
      .optional(),
    /** Per-key changes of extraProperties (layout entries by `i`), merged with the stored ones. */
    changes: documentChangesSchema.optional(),
    baseRevision,
    opId,
  })
  .refine((v) => v.changes === undefined || v.extraProperties === undefined, {
    message: ONE_OF_MESSAGE,
    path: ['changes'],
  });
export type UpdateDesktopInput = z.input<typeof updateDesktopSchema>;

// URL-valued settings (keys `url` / `…Url`) hold only http(s) links or the app's own files.
const widgetExtraProperties = extraPropertiesSchema.superRefine((value, ctx) => {
  for (const path of unsafeUrlPaths(value))
    ctx.addIssue({ code: 'custom', message: UNSAFE_URL_MESSAGE, path });
});

/** A widget as the API returns it. */
export const widgetSchema = z.object({
  id: z.string(),
  desktopId: z.string(),
  componentName: z.string(),
  extraProperties: z.record(z.string(), z.unknown()),
  creationTime: z.string(),
  lastModificationTime: z.string(),
  /** Raised by every write of the widget. */
  revision: z.number().int().optional(),
});
export type WidgetDto = z.infer<typeof widgetSchema>;

const componentName = z
  .string()
  .trim()
  .min(1, 'Bitte geben Sie den Widget-Typ an.')
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'Ungültiger Widget-Typ.');

export const createWidgetSchema = z.strictObject({
  widgetId: uuidSchema,
  componentName,
  extraProperties: widgetExtraProperties.default({}),
  opId,
});
export type CreateWidgetInput = z.input<typeof createWidgetSchema>;

export const updateWidgetSchema = z
  .strictObject({
    widgetId: uuidSchema,
    /** The widget's whole data (replaces the stored one). */
    extraProperties: widgetExtraProperties.optional(),
    /** Or per-setting changes, merged with the stored data (different settings never overwrite each other). */
    changes: documentChangesSchema.optional(),
    baseRevision,
    opId,
  })
  .refine((v) => (v.changes === undefined) !== (v.extraProperties === undefined), {
    message: ONE_OF_MESSAGE,
    path: ['extraProperties'],
  });
export type UpdateWidgetInput = z.input<typeof updateWidgetSchema>;

export const setShareCodeSchema = z.strictObject({
  cloneShareActionCode: z.string().trim().max(32).nullable().optional(),
});

/** remove-widget's optional query: the client operation id. */
export const removeWidgetQuerySchema = z.strictObject({ opId });
