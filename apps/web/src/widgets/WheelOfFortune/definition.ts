import { WHEEL_OF_FORTUNE_LIMITS } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

export const wheelDataSchema = z.object({
  lastResult: z.string().max(200).nullable(),
  removedEntries: z.array(z.string().max(200)).max(500),
  rotationDeg: z.number(),
});
export type WheelData = z.infer<typeof wheelDataSchema>;

export const wheelOfFortuneDefinition = defineWidget({
  type: 'WheelOfFortune',
  settings: {
    version: 1,
    fields: {
      entrySource: field.enum(['custom', 'classList'] as const),
      entries: field.stringList({
        maxItems: WHEEL_OF_FORTUNE_LIMITS.maxEntries,
        maxLength: 40,
        showIf: { key: 'entrySource', is: ['custom'] },
      }),
      removePickedEntries: field.boolean(),
      playSound: field.boolean(),
    },
    migrations: [],
  },
  componentData: {
    schema: wheelDataSchema,
    initial: () => ({ lastResult: null, removedEntries: [], rotationDeg: 0 }),
  },
  // A new list starts without removed entries and without a result.
  onSettingsChange: (previous, next, state) =>
    previous.entries === next.entries && previous.entrySource === next.entrySource
      ? state
      : { ...state, lastResult: null, removedEntries: [] },
  loadView: () => import('./index.ts'),
});
