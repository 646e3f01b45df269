import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const methodsManifest = defineManifest({
  type: 'Methods',
  icon: cardIcon('#f4511e', 'M8 9h1M11 9h5M8 12h1M11 12h5'),
  loadDefinition: () => import('./index.ts').then((module) => module.methodsDefinition),
});
