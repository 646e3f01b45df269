import { defineManifest } from '../sdk/manifest.ts';

export const watchesManifest = defineManifest({
  type: 'Watches',
  icon: [
    { d: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9', fill: '#ffe082' },
    { d: 'M9 18h6l-3-3z', fill: '#c28a2c' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.watchesDefinition),
});
