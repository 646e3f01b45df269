import { defineManifest } from '../sdk/manifest.ts';

export const groupRandomizerManifest = defineManifest({
  type: 'GroupRandomizer',
  icon: [
    { d: 'M3 4h8v7H3zM13 4h8v7h-8zM3 13h8v7H3zM13 13h8v7h-8z', fill: '#b3e5fc' },
    { d: 'M7 7.5h.01M17 7.5h.01M7 16.5h.01M17 16.5h.01' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.groupRandomizerDefinition),
});
