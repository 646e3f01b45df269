import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { STICKER_COMPONENT_DATA, STICKER_FIELDS } from '../sticker-kit/fields.ts';

/** "Flaggen": country flags in 4:3 (centred in the square frame) or 1:1, labelled with the German name. */
export const flagsStickerDefinition = defineWidget({
  type: 'FlagsSticker',
  settings: {
    version: 1,
    fields: { ...STICKER_FIELDS, aspect: field.enum(['4x3', '1x1'] as const) },
    migrations: [],
  },
  componentData: STICKER_COMPONENT_DATA,
  frameless: true,
  placesAnother: 'copy',
  loadView: () => import('./index.ts'),
});
