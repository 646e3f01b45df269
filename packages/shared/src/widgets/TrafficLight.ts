import type { WidgetData } from './common.ts';

/** extraSettings of TrafficLight (catalogue section 3). */
export type TrafficLightSettings = {
  orientation: 'vertical' | 'horizontal';
  showLabels: boolean;
  labels: { red: string; yellow: string; green: string };
};

/** Bounds of TrafficLight's settings (catalogue section 3). */
export const TRAFFIC_LIGHT_LIMITS = { maxLabelLength: 40 } as const;

/** TrafficLight: defaults per edition, limits. */
export const trafficLightWidget: WidgetData<TrafficLightSettings> = {
  defaults: () => ({
    orientation: 'vertical',
    showLabels: false,
    labels: { red: 'Ruhe', yellow: 'Flüstern', green: 'Sprechen' },
  }),
  limits: TRAFFIC_LIGHT_LIMITS,
};
