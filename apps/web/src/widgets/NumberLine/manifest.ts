import { defineManifest } from '../sdk/manifest.ts';

export const numberLineManifest = defineManifest({
  type: 'NumberLine',
  icon: [
    { d: 'M2 16h19M18 13l3 3l-3 3M5 13v6M10 13v6M15 13v6' },
    { d: 'M5 11a2.5 3 0 0 1 5 0' },
    { d: 'M12.5 4a3 3 0 1 0 0.01 0z', fill: '#66bb6a' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.numberLineDefinition),
});
