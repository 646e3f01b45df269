import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { MINUTE_STEPS } from './limits.ts';

const clockTime = z.object({
  hours: z.number().int().min(0).max(23),
  minutes: z.number().int().min(0).max(59),
});

export const readTheClockDataSchema = z.object({
  hours: clockTime.shape.hours,
  minutes: clockTime.shape.minutes,
  task: clockTime.nullable(),
  lastCheck: z.enum(['correct', 'wrong']).nullable(),
});
export type ReadTheClockData = z.infer<typeof readTheClockDataSchema>;

export const readTheClockDefinition = defineWidget({
  type: 'ReadTheClock',
  settings: {
    version: 1,
    fields: {
      // 1 | 5 | 15 | 30: stored as a number, chosen with four radio buttons (MinuteStepSettings); the view
      // snaps any other stored number to the nearest of them.
      minuteStep: field.number({
        min: MINUTE_STEPS[0],
        max: MINUTE_STEPS[MINUTE_STEPS.length - 1] as number,
        step: 1,
        editor: () => import('./MinuteStepSettings.tsx'),
      }),
      coupledHands: field.boolean(),
      showMinuteNumbers: field.boolean(),
      show24hRing: field.boolean(),
      showDigitalTime: field.boolean(),
      showSpokenTime: field.boolean(),
    },
    migrations: [],
  },
  componentData: {
    schema: readTheClockDataSchema,
    initial: () => ({ hours: 12, minutes: 0, task: null, lastCheck: null }),
  },
  loadView: () => import('./index.ts'),
});
