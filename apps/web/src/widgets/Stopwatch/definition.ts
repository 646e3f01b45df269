import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { idleStopwatch, stopwatchDataSchema } from '../sdk/time.ts';

export const stopwatchDefinition = defineWidget({
  type: 'Stopwatch',
  settings: {
    version: 1,
    fields: { showTenths: field.boolean(), showLaps: field.boolean() },
    migrations: [],
  },
  componentData: { schema: stopwatchDataSchema, initial: idleStopwatch },
  icon: [
    { d: 'M12 5a8 8 0 1 0 0 16a8 8 0 1 0 0-16z', fill: '#81d4fa' },
    { d: 'M10 2h4M12 5V2M18 6l1.5-1.5M12 13V9' },
  ],
  loadView: () => import('./View.tsx'),
});
