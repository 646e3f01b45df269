// The shared extraSettings of every sticker type (catalogue 1.7) as SDK fields, and the empty live
// state: a sticker has no lesson state, everything it shows is prepared.
import { z } from 'zod';
import { field } from '../sdk/fields.ts';

/** Gallery slugs are lower-case words with hyphens (the server's /api/files/assets/:slug). */
export const STICKER_SLUG_MAX = 100;

/**
 * `stickerSlug` is chosen in the view's gallery ("Ändern"), never typed; `rotation` is turned with
 * "Drehen" or the handle and can be set in 15° steps in "Einstellungen".
 */
export const STICKER_FIELDS = {
  stickerSlug: field.text({ maxLength: STICKER_SLUG_MAX, hidden: true }),
  showLabel: field.boolean(),
  rotation: field.number({ min: 0, max: 345, step: 15 }),
  mirrored: field.boolean(),
};

export const stickerDataSchema = z.object({});
export type StickerData = z.infer<typeof stickerDataSchema>;

export const STICKER_COMPONENT_DATA = { schema: stickerDataSchema, initial: () => ({}) };
