import { z } from 'zod';
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
});
export type DesktopDto = z.infer<typeof desktopSchema>;

export const createDesktopSchema = z.strictObject({
  name,
  classCode: classCode.default(''),
});
export type CreateDesktopInput = z.input<typeof createDesktopSchema>;

export const updateDesktopSchema = z.strictObject({
  name,
  classCode: classCode.default(''),
  extraProperties: z
    .strictObject({ desktopLayoutMeta: z.unknown().optional() })
    .catchall(z.unknown())
    .pipe(extraPropertiesSchema)
    .nullable()
    .optional(),
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
});
export type CreateWidgetInput = z.input<typeof createWidgetSchema>;

export const updateWidgetSchema = z.strictObject({
  widgetId: uuidSchema,
  extraProperties: widgetExtraProperties,
});
export type UpdateWidgetInput = z.input<typeof updateWidgetSchema>;

export const setShareCodeSchema = z.strictObject({
  cloneShareActionCode: z.string().trim().max(32).nullable().optional(),
});
