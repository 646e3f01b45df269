import { defineManifest } from '../sdk/manifest.ts';

export const diceManifest = defineManifest({
  type: 'Dice',
  icon: [{ d: 'M4 4h16v16H4z', fill: '#ff8a80' }, { d: 'M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01' }],
  loadDefinition: () => import('./index.ts').then((module) => module.diceDefinition),
});
