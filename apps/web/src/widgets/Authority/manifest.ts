import { defineManifest } from '../sdk/manifest.ts';

export const authorityManifest = defineManifest({
  type: 'Authority',
  icon: [
    { d: 'M3 4h18v16H3z', fill: '#fff' },
    { d: 'M3 4h8v8H3z', fill: '#ffd54f' },
    { d: 'M13 12h8v8h-8z', fill: '#81c784' },
    { d: 'M11 4v16M3 12h18' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.authorityDefinition),
});
