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
  loadView: () => import('./index.ts'),
});
