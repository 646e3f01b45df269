import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { STICKER_COMPONENT_DATA, STICKER_FIELDS } from '../sticker-kit/fields.ts';

/** "Rechengeld": euro coins and notes as play money, true to scale (catalogue 3.7). */
export const moneyStickerDefinition = defineWidget({
  type: 'MoneySticker',
  settings: {
    version: 1,
    fields: { ...STICKER_FIELDS, trueToScale: field.boolean() },
    migrations: [],
  },
  componentData: STICKER_COMPONENT_DATA,
  frameless: true,
  placesAnother: 'copy',
  loadView: () => import('./index.ts'),
});
