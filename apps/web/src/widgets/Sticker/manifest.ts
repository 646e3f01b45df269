import { defineManifest } from '../sdk/manifest.ts';

export const stickerManifest = defineManifest({
  type: 'Sticker',
  icon: [
    { d: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z', fill: '#ffd54f' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.stickerDefinition),
});
