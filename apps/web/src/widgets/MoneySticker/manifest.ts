import { defineManifest } from '../sdk/manifest.ts';

export const moneyStickerManifest = defineManifest({
  type: 'MoneySticker',
  icon: [
    { d: 'M2 7h14v9H2z', fill: '#81c784' },
    { d: 'M15 11a5 5 0 1 0 0 .1z', fill: '#ffd54f' },
    { d: 'M15 11a2.5 2.5 0 1 0 0 .1z', fill: '#bdbdbd' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.moneyStickerDefinition),
});
