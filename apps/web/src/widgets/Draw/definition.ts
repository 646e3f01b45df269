import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { drawDataSchema } from './data.ts';

/** Draw background slugs of the product gallery (kind 'draw-background'); 'coordinate-system' is secondary only. */
export const DRAW_BACKGROUND_SLUGS = [
  'blank',
  'squared',
  'lined',
  'primary-lines',
  'dotted',
  'chalkboard',
  'music-staff',
  'coordinate-system',
] as const;

export const drawDefinition = defineWidget({
  type: 'Draw',
  settings: {
    version: 1,
    fields: {
      // A gallery slug (the gallery may grow), chosen from 100x80 previews.
      backgroundSlug: field.text({ maxLength: 100, editor: () => import('./BackgroundSettings.tsx') }),
      allowMultiTouch: field.boolean(),
    },
    migrations: [],
  },
  componentData: { schema: drawDataSchema, initial: () => ({ strokes: [] }) },
  loadView: () => import('./index.ts'),
});
