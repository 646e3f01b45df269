import { defineManifest, type WidgetIcon } from '../sdk/manifest.ts';
import type { TopicType } from './define-topic.ts';

/** A generic learning-card drawing for a topic without its own icon. */
export const TOPIC_ICON: WidgetIcon = [
  { d: 'M4 5h11v14H4z', fill: '#fff59d' },
  { d: 'M9 3h11v14H9z', fill: '#81d4fa' },
  { d: 'M12 7h5M12 10h5M12 13h3' },
];

/** Drawings of the two catalogue topics (Grundschule; Sekundarstufe takes Lucide icons). */
export const OCEAN_ICON: WidgetIcon = [
  { d: 'M2 16c2.5-2 4.5-2 7 0s4.5 2 7 0s4.5-2 6 0v6H2z', fill: '#4fc3f7' },
  { d: 'M7 9c2-3 6-3 8 0c-2 3-6 3-8 0z', fill: '#ffb74d' },
  { d: 'M15 9l3-2v4z', fill: '#ffb74d' },
  { d: 'M10 4h3v3h-3z', fill: '#e0e0e0' },
];
export const CLIMATE_ICON: WidgetIcon = [
  { d: 'M16 8a4 4 0 1 0 0.01 0z', fill: '#ffca28' },
  { d: 'M6 3a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0z', fill: '#fff' },
  { d: 'M8 14a2 2 0 1 0 0.01 0zM8 8v6', fill: '#ef5350' },
  { d: 'M2 21h20', fill: '#66bb6a' },
];

function topicManifest(type: TopicType, icon: WidgetIcon = TOPIC_ICON) {
  return defineManifest({
    type,
    icon,
    loadDefinition: () => import('./index.ts').then((module) => module.TOPIC_DEFINITIONS[type]),
  });
}

export const oceanPollutionManifest = topicManifest('OceanPollution', OCEAN_ICON);
export const climateChangeManifest = topicManifest('ClimateChange', CLIMATE_ICON);
