import { defineManifest } from '../sdk/manifest.ts';

export const digitalClockManifest = defineManifest({
  type: 'DigitalClock',
  icon: [
    { d: 'M2 7h20v10H2z', fill: '#80cbc4' },
    { d: 'M6 10v4M9 10h2v4H9M13 11v0M13 13v0M15 10h2v2h-2v2h2' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.digitalClockDefinition),
});
