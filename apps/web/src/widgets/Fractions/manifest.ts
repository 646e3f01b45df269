import { defineManifest } from '../sdk/manifest.ts';

export const fractionsManifest = defineManifest({
  type: 'Fractions',
  icon: [
    { d: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', fill: '#fff' },
    { d: 'M12 12V3a9 9 0 0 1 9 9z', fill: '#ff8a65' },
    { d: 'M12 12h9a9 9 0 0 1-9 9z', fill: '#ff8a65' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.fractionsDefinition),
});
