import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const workTasksMetacomManifest = defineManifest({
  type: 'WorkTasksMetacom',
  icon: cardIcon('#8e24aa', 'M8 12l3 2 5-5'),
  loadDefinition: () => import('./index.ts').then((module) => module.workTasksMetacomDefinition),
});
