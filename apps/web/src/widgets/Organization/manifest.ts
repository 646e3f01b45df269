import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const organizationManifest = defineManifest({
  type: 'Organization',
  icon: cardIcon('#00897b', 'M12 8v3l2 2'),
  loadDefinition: () => import('./index.ts').then((module) => module.organizationDefinition),
});
