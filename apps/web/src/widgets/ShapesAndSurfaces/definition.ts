import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { STICKER_COMPONENT_DATA, STICKER_FIELDS } from '../sticker-kit/fields.ts';

/** "Körper & Flächen": solids, plane figures and nets, filled in a palette colour (catalogue 3.7). */
export const shapesAndSurfacesDefinition = defineWidget({
  type: 'ShapesAndSurfaces',
  settings: {
    version: 1,
    fields: {
      ...STICKER_FIELDS,
      fillColor: field.color(),
      showHiddenEdges: field.boolean(),
      showProperties: field.boolean(),
    },
    quickKeys: ['fillColor'],
    migrations: [],
  },
  componentData: STICKER_COMPONENT_DATA,
  frameless: true,
  placesAnother: 'copy',
  loadView: () => import('./index.ts'),
});
