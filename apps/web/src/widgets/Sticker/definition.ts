import { defineWidget } from '../sdk/define.ts';
import { STICKER_COMPONENT_DATA, STICKER_FIELDS } from '../sticker-kit/fields.ts';

/** "Sticker": one picture of the gallery, opening at "Alle" (catalogue 3.7). */
export const stickerDefinition = defineWidget({
  type: 'Sticker',
  settings: { version: 1, fields: STICKER_FIELDS, migrations: [] },
  componentData: STICKER_COMPONENT_DATA,
  frameless: true,
  placesAnother: 'copy',
  loadView: () => import('./index.ts'),
});
