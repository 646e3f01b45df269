import { defineWidget } from '../sdk/define.ts';
import { STICKER_COMPONENT_DATA, STICKER_FIELDS } from '../sticker-kit/fields.ts';

/** "Sticker": one picture of the gallery, opening at "Alle" (catalogue 3.7). */
export const stickerDefinition = defineWidget({
  type: 'Sticker',
  settings: { version: 1, fields: STICKER_FIELDS, migrations: [] },
  componentData: STICKER_COMPONENT_DATA,
  icon: [
    { d: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z', fill: '#ffd54f' },
  ],
  frameless: true,
  placesAnother: 'copy',
  loadView: () => import('./View.tsx'),
});
