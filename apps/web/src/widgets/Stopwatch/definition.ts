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
  loadView: () => import('./index.ts'),
});
