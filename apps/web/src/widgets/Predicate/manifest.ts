import { defineManifest } from '../sdk/manifest.ts';

export const predicateManifest = defineManifest({
  type: 'Predicate',
  icon: [
    { d: 'M2 8h7v8H2z', fill: '#64b5f6' },
    { d: 'M10.5 8h5v8h-5z', fill: '#ef5350' },
    { d: 'M17 8h5v8h-5z', fill: '#81c784' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.predicateDefinition),
});
