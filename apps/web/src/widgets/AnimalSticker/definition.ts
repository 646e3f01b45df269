import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { STICKER_COMPONENT_DATA, STICKER_FIELDS } from '../sticker-kit/fields.ts';

/** "Tiere": animal stickers whose label carries the article ("der Igel") (catalogue 3.7). */
export const animalStickerDefinition = defineWidget({
  type: 'AnimalSticker',
  settings: {
    version: 1,
    fields: { ...STICKER_FIELDS, labelWithArticle: field.boolean() },
    migrations: [],
  },
  componentData: STICKER_COMPONENT_DATA,
  frameless: true,
  placesAnother: 'copy',
  loadView: () => import('./index.ts'),
});
