import { FLIP_CARD_LIMITS, type FlipCardSide } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import type { SettingsEditorLoader } from '../sdk/view-types.ts';

/** Longest text of one side. */
export const FLIP_CARD_TEXT_MAX = FLIP_CARD_LIMITS.maxTextLength;

// One side: text, image (an upload, a gallery picture or a link) and background colour. The
// upload's id sits under a key named `assetId`, so the server deletes it together with the widget.
// Stored sides are repaired key by key: a retired colour does not take the text with it.
export const FLIP_CARD_SIDE_FIELDS = {
  text: field.longText({ maxLength: FLIP_CARD_TEXT_MAX }),
  assetUrl: field.asset({ accept: 'image', idKey: 'assetId', maxLength: 4_000 }),
  assetId: field.text({ maxLength: 100, hidden: true }),
  backgroundColor: field.color(),
};

const sideFields = (base: { editor?: SettingsEditorLoader; hidden?: boolean }) =>
  field.group<FlipCardSide>(FLIP_CARD_SIDE_FIELDS, base);

export const flipCardDataSchema = z.object({ showingBack: z.boolean() });
export type FlipCardData = z.infer<typeof flipCardDataSchema>;

export const flipCardDefinition = defineWidget({
  type: 'FlipCard',
  settings: {
    version: 1,
    fields: {
      // Both sides are edited in one part with the tabs 'Vorderseite' and 'Rückseite'.
      frontSide: sideFields({ editor: () => import('./SideSettings.tsx') }),
      backSide: sideFields({ hidden: true }),
    },
    migrations: [],
  },
  componentData: { schema: flipCardDataSchema, initial: () => ({ showingBack: false }) },
  // '+' places another card: vocabulary and question sets.
  placesAnother: true,
  loadView: () => import('./index.ts'),
});
