import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const subjectManifest = defineManifest({
  type: 'Subject',
  icon: cardIcon('#1e88e5', 'M9 9h6M12 9v5'),
  loadDefinition: () => import('./index.ts').then((module) => module.subjectDefinition),
});
