import { defineManifest } from '../sdk/manifest.ts';

export const animalStickerManifest = defineManifest({
  type: 'AnimalSticker',
  icon: [
    {
      d: 'M6 10a2 2 0 1 0 0-.1zM10 6a2 2 0 1 0 0-.1zM14 6a2 2 0 1 0 0-.1zM18 10a2 2 0 1 0 0-.1z',
      fill: '#a1887f',
    },
    {
      d: 'M12 11c-3 0-6 4-6 7a3 3 0 0 0 3 3c1 0 2-.6 3-.6s2 .6 3 .6a3 3 0 0 0 3-3c0-3-3-7-6-7z',
      fill: '#8d6e63',
    },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.animalStickerDefinition),
});
