import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const materialManifest = defineManifest({
  type: 'Material',
  icon: cardIcon('#fdd835', 'M9 14l6-6M14 8l1-1'),
  loadDefinition: () => import('./index.ts').then((module) => module.materialDefinition),
});
