import { defineManifest } from '../sdk/manifest.ts';

export const multiLineTextManifest = defineManifest({
  type: 'MultiLineText',
  icon: [{ d: 'M4 3h16v18H4z', fill: '#fff59d' }, { d: 'M7 8h10M7 12h10M7 16h6' }],
  loadDefinition: () => import('./index.ts').then((module) => module.multiLineTextDefinition),
});
