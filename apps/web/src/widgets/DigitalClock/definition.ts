import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

export const digitalClockDefinition = defineWidget({
  type: 'DigitalClock',
  settings: {
    version: 1,
    fields: { showSeconds: field.boolean(), showDate: field.boolean() },
    migrations: [],
  },
  componentData: { schema: z.object({}), initial: () => ({}) },
  loadView: () => import('./index.ts'),
});
