import { cardIcon } from '../cards/card-icon.ts';
import { defineManifest } from '../sdk/manifest.ts';

export const workTasksManifest = defineManifest({
  type: 'WorkTasks',
  icon: cardIcon('#fb8c00', 'M8 12l3 2 5-5'),
  loadDefinition: () => import('./index.ts').then((module) => module.workTasksDefinition),
});
