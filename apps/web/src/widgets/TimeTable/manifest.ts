import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const timeTableManifest = defineManifest({
  type: 'TimeTable',
  icon: cardIcon('#e53935', 'M8 9h8M8 12h5'),
  loadDefinition: () => import('./index.ts').then((module) => module.timeTableDefinition),
});
