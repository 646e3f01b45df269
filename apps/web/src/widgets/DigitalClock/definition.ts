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
  icon: [
    { d: 'M2 7h20v10H2z', fill: '#80cbc4' },
    { d: 'M6 10v4M9 10h2v4H9M13 11v0M13 13v0M15 10h2v2h-2v2h2' },
  ],
  loadView: () => import('./View.tsx'),
});
