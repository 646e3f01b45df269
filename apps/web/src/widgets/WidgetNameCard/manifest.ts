import { defineManifest } from '../sdk/manifest.ts';

export const widgetNameCardManifest = defineManifest({
  type: 'WidgetNameCard',
  icon: [
    { d: 'M2 6h20v12H2z', fill: '#fff59d' },
    { d: 'M6 10h8M6 14h5' },
    { d: 'M17.5 9.5a1.5 1.5 0 1 0 0.01 0z', fill: '#ef9a9a' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.widgetNameCardDefinition),
});
