import { defineManifest } from '../sdk/manifest.ts';

export const readTheClockManifest = defineManifest({
  type: 'ReadTheClock',
  icon: [
    { d: 'M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19z', fill: '#fff59d' },
    { d: 'M12 12L8.5 8', fill: '#e53935' },
    { d: 'M12 12V4.5', fill: '#1e88e5' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.readTheClockDefinition),
});
