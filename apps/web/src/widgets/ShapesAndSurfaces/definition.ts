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
  icon: [
    { d: 'M3 9h9v9H3z', fill: '#64b5f6' },
    { d: 'M3 9l4-4h9l-4 4zM12 9l4-4v9l-4 4z', fill: '#90caf9' },
    { d: 'M18 14l3 6h-6z', fill: '#ffb74d' },
  ],
  frameless: true,
  placesAnother: 'copy',
  loadView: () => import('./View.tsx'),
});
