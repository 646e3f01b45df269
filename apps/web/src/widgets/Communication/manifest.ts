import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const communicationManifest = defineManifest({
  type: 'Communication',
  icon: cardIcon('#8e24aa', 'M8 9h8v4h-5l-2 2v-2H8z'),
  loadDefinition: () => import('./index.ts').then((module) => module.communicationDefinition),
});
