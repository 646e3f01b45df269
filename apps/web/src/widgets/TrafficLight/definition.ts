import { TRAFFIC_LIGHT_LIMITS } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

/** The lamps, top (or left) first. */
export const LIGHTS = ['red', 'yellow', 'green'] as const;
export type Light = (typeof LIGHTS)[number];

export const trafficLightDefinition = defineWidget({
  type: 'TrafficLight',
  settings: {
    version: 1,
    fields: {
      orientation: field.enum(['vertical', 'horizontal'] as const),
      showLabels: field.boolean(),
      labels: field.textRecord(LIGHTS, { maxLength: TRAFFIC_LIGHT_LIMITS.maxLabelLength }),
    },
    migrations: [],
  },
  componentData: {
    schema: z.object({ activeLight: z.enum(LIGHTS).nullable() }),
    initial: () => ({ activeLight: null }),
  },
  icon: [
    { d: 'M8 2h8v20H8z', fill: '#37474f' },
    { d: 'M12 4.5a2 2 0 1 0 0 4a2 2 0 1 0 0-4z', fill: '#e53935' },
    { d: 'M12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4z', fill: '#fdd835' },
    { d: 'M12 15.5a2 2 0 1 0 0 4a2 2 0 1 0 0-4z', fill: '#43a047' },
  ],
  loadView: () => import('./View.tsx'),
});
