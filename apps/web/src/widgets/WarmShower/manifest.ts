import { defineManifest } from '../sdk/manifest.ts';

export const warmShowerManifest = defineManifest({
  type: 'WarmShower',
  icon: [
    { d: 'M12 2a5 5 0 1 0 0 10a5 5 0 1 0 0-10z', fill: '#ffca28' },
    {
      d: 'M6 15c1 2-1 3 0 5a1.6 1.6 0 0 0 2 0c1-2-1-3-2-5zM12 14c1 2-1 3 0 5a1.6 1.6 0 0 0 2 0c1-2-1-3-2-5zM18 15c1 2-1 3 0 5a1.6 1.6 0 0 0 2 0c1-2-1-3-2-5z',
      fill: '#64b5f6',
    },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.warmShowerDefinition),
});
