import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const socialFormsMetacomManifest = defineManifest({
  type: 'SocialFormsMetacom',
  icon: cardIcon('#8e24aa', 'M9 11a1.5 1.5 0 1 0 0.1 0M15 11a1.5 1.5 0 1 0 0.1 0'),
  loadDefinition: () => import('./index.ts').then((module) => module.socialFormsMetacomDefinition),
});
