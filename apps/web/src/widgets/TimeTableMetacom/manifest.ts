import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const timeTableMetacomManifest = defineManifest({
  type: 'TimeTableMetacom',
  icon: cardIcon('#8e24aa', 'M8 9h8M8 12h5'),
  loadDefinition: () => import('./index.ts').then((module) => module.timeTableMetacomDefinition),
});
