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
  icon: [
    { d: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', fill: '#ffd54f' },
    { d: 'M12 12V7' },
    { d: 'M12 12l4 2' },
  ],
  loadView: () => import('./View.tsx'),
});
