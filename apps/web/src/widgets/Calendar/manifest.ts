import { defineManifest } from '../sdk/manifest.ts';

export const calendarManifest = defineManifest({
  type: 'Calendar',
  icon: [
    { d: 'M4 5h16v15H4z', fill: '#fff' },
    { d: 'M4 5h16v4H4z', fill: '#ef5350' },
    { d: 'M8 3v4M16 3v4M8 13h2M14 13h2M8 17h2' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.calendarDefinition),
});
