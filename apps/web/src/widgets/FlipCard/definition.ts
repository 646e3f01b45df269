import { COLOR_TOKENS, type ColorToken, type FlipCardSide, isSafeUrl } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import type { SettingsEditorLoader } from '../sdk/view-types.ts';

/** Longest text of one side. */
export const FLIP_CARD_TEXT_MAX = 500;

// One side: text, image (uploaded: assetId + url; or a URL) and background colour. The upload's id
// sits under a key named `assetId`, so the server deletes it together with the widget.
const sideFields = (base: { editor?: SettingsEditorLoader; hidden?: boolean }) =>
  field.group<FlipCardSide>(
    {
      text: field.text({ maxLength: FLIP_CARD_TEXT_MAX, multiline: true }),
      assetUrl: field.url({ maxLength: 4_000 }),
      assetId: field.text({ maxLength: 100, hidden: true }),
      backgroundColor: field.color(),
    },
    base,
  );

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
  icon: [
    { d: 'M8 3h12v12H8z', fill: '#80deea' },
    { d: 'M4 6h12v12H4z', fill: '#ce93d8' },
    { d: 'M18 19a4 4 0 0 0 2-5M20 19h-2v-2' },
  ],
  // '+' places another card: vocabulary and question sets.
  placesAnother: true,
  loadView: () => import('./View.tsx'),
});

const EMPTY_SIDE: FlipCardSide = { text: '', assetUrl: '', assetId: '', backgroundColor: 'white' };

/**
 * A stored side with every key present, a valid colour and a safe image URL (older or damaged
 * data stays usable; the text survives an unsafe URL).
 */
export function normalizeSide(value: unknown): FlipCardSide {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (key: keyof FlipCardSide) =>
    typeof raw[key] === 'string' ? (raw[key] as string) : EMPTY_SIDE[key];
  const color = raw.backgroundColor;
  return {
    text: text('text'),
    // An unsafe stored URL (javascript:, data:, //host) is never rendered.
    assetUrl: isSafeUrl(raw.assetUrl) ? (raw.assetUrl as string) : '',
    assetId: text('assetId'),
    backgroundColor: (COLOR_TOKENS as readonly unknown[]).includes(color) ? (color as ColorToken) : 'white',
  };
}
