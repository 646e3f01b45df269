import { defineManifest } from '../sdk/manifest.ts';

export const visualTimerManifest = defineManifest({
  type: 'VisualTimer',
  icon: [
    { d: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', fill: '#fff' },
    { d: 'M12 12V3a9 9 0 0 0-9 9z', fill: '#e53935' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.visualTimerDefinition),
});
