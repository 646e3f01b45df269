import { VISUAL_TIMER_LIMITS } from '@tafino/shared';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { countdownDataSchema, idleAtNewDuration, idleCountdown } from '../sdk/time.ts';

/** The disc shows 60 minutes; the longest settable time (catalogue: maximum 3600 s). */
export const VISUAL_TIMER_MAX_SECONDS = VISUAL_TIMER_LIMITS.maxSeconds;

export const visualTimerDefinition = defineWidget({
  type: 'VisualTimer',
  settings: {
    version: 2,
    fields: {
      totalSeconds: field.duration({
        min: VISUAL_TIMER_LIMITS.minSeconds,
        max: VISUAL_TIMER_MAX_SECONDS,
        step: 60,
      }),
      showTimeDisplay: field.boolean(),
      invertClock: field.boolean(),
      discColor: field.color(),
      playSound: field.boolean(),
    },
    migrations: [
      {
        from: 1,
        description:
          'The legacy app allowed any whole number of seconds; the disc now snaps to minutes within 1–60 min.',
        up: (settings) => {
          const total = Number(settings.totalSeconds);
          if (!Number.isFinite(total)) return settings;
          const minutes = Math.min(60, Math.max(1, Math.round(total / 60)));
          return { ...settings, totalSeconds: minutes * 60 };
        },
      },
    ],
  },
  componentData: {
    schema: countdownDataSchema,
    initial: (settings) => idleCountdown(settings.totalSeconds * 1000),
  },
  // A new duration shows at once on an idle countdown; a running or paused one keeps its time.
  onSettingsChange: (previous, next, state) => idleAtNewDuration(previous, next, state),
  loadView: () => import('./index.ts'),
});
