import { defineManifest } from '../sdk/manifest.ts';

export const flipCardManifest = defineManifest({
  type: 'FlipCard',
  icon: [
    { d: 'M8 3h12v12H8z', fill: '#80deea' },
    { d: 'M4 6h12v12H4z', fill: '#ce93d8' },
    { d: 'M18 19a4 4 0 0 0 2-5M20 19h-2v-2' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.flipCardDefinition),
});
