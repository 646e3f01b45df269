import { defineManifest } from '../sdk/manifest.ts';

export const clockManifest = defineManifest({
  type: 'Clock',
  icon: [
    { d: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', fill: '#ffd54f' },
    { d: 'M12 12V7' },
    { d: 'M12 12l4 2' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.clockDefinition),
});
