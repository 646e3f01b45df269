import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const metacomManifest = defineManifest({
  type: 'Metacom',
  icon: cardIcon('#8e24aa', 'M9 10h6M12 10v4'),
  loadDefinition: () => import('./index.ts').then((module) => module.metacomDefinition),
});
