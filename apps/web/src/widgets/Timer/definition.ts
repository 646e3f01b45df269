import { TIMER_LIMITS } from '@tafino/shared';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { countdownDataSchema, idleAtNewDuration, idleCountdown } from '../sdk/time.ts';

/** Longest settable countdown: 99:59:59. */
export const TIMER_MAX_SECONDS = TIMER_LIMITS.maxSeconds;

export const timerDefinition = defineWidget({
  type: 'Timer',
  settings: {
    version: 1,
    fields: {
      totalSeconds: field.duration({ min: 1, max: TIMER_MAX_SECONDS, step: 1 }),
      presetSeconds: field.numberList({
        min: 1,
        max: TIMER_MAX_SECONDS,
        maxItems: TIMER_LIMITS.maxPresets,
        display: 'minutes',
      }),
      showProgressBar: field.boolean(),
      finishedMessage: field.text({ maxLength: 200 }),
      playSound: field.boolean(),
    },
    migrations: [],
  },
  componentData: {
    schema: countdownDataSchema,
    initial: (settings) => idleCountdown(settings.totalSeconds * 1000),
  },
  // A new duration shows at once on an idle countdown; a running or paused one keeps its time.
  onSettingsChange: (previous, next, state) => idleAtNewDuration(previous, next, state),
  loadView: () => import('./index.ts'),
});
