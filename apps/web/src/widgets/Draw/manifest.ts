import { defineManifest } from '../sdk/manifest.ts';

export const drawManifest = defineManifest({
  type: 'Draw',
  icon: [{ d: 'M4 20l4-1 11-11-3-3L5 16z', fill: '#ffe082' }, { d: 'M14 7l3 3' }, { d: 'M3 21c3-2 5 0 8-2' }],
  loadDefinition: () => import('./index.ts').then((module) => module.drawDefinition),
});
