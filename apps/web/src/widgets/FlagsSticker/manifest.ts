import { defineManifest } from '../sdk/manifest.ts';

export const flagsStickerManifest = defineManifest({
  type: 'FlagsSticker',
  icon: [
    { d: 'M5 4h14v5H5z', fill: '#212121' },
    { d: 'M5 9h14v5H5z', fill: '#e53935' },
    { d: 'M5 14h14v5H5z', fill: '#ffca28' },
    { d: 'M5 3v19' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.flagsStickerDefinition),
});
