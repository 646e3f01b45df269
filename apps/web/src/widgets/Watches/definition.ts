import { WATCHES_LIMITS, type WatchesSettings } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { alignRuns, hourglassRunSchema, IDLE_RUN } from './runs.ts';

type Hourglass = WatchesSettings['hourglasses'][number];

/** Longest label of an hourglass. */
export const HOURGLASS_LABEL_MAX = 20;

export const watchesDataSchema = z.object({
  runs: z.array(hourglassRunSchema).max(WATCHES_LIMITS.maxHourglasses),
});
export type WatchesData = z.infer<typeof watchesDataSchema>;

export const watchesDefinition = defineWidget({
  type: 'Watches',
  settings: {
    version: 1,
    fields: {
      // 1–4 hourglasses side by side, each with its own label, duration (10 s–60 min) and colour.
      hourglasses: field.objectList<Hourglass>(
        {
          label: field.text({ maxLength: HOURGLASS_LABEL_MAX }),
          totalSeconds: field.duration({
            min: WATCHES_LIMITS.minSeconds,
            max: WATCHES_LIMITS.maxSeconds,
            step: 1,
          }),
          color: field.color(),
        },
        { maxItems: WATCHES_LIMITS.maxHourglasses, titleKey: 'label' },
      ),
      playSound: field.boolean(),
    },
    migrations: [],
  },
  componentData: {
    schema: watchesDataSchema,
    initial: (settings) => ({ runs: settings.hourglasses.map(() => IDLE_RUN) }),
  },
  // A changed duration (or a removed, added or moved hourglass) makes that hourglass idle.
  onSettingsChange: (previous, next, state) =>
    previous.hourglasses === next.hourglasses
      ? state
      : { ...state, runs: alignRuns(previous.hourglasses, next.hourglasses, state.runs) },
  loadView: () => import('./index.ts'),
});
