import { defineManifest } from '../sdk/manifest.ts';

export const mediaManifest = defineManifest({
  type: 'Media',
  icon: [
    { d: 'M3 5h18v14H3z', fill: '#bbdefb' },
    { d: 'M3 16l5-5 4 4 3-3 6 6' },
    { d: 'M16 8.5a1.5 1.5 0 1 0 0.01 0z', fill: '#fff176' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.mediaDefinition),
});
