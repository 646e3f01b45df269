import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

export const clockDefinition = defineWidget({
  type: 'Clock',
  settings: {
    version: 1,
    fields: {
      showSecondHand: field.boolean(),
      showMinuteNumbers: field.boolean(),
      showDigitalTime: field.boolean(),
    },
    migrations: [],
  },
  componentData: { schema: z.object({}), initial: () => ({}) },
  loadView: () => import('./index.ts'),
});
