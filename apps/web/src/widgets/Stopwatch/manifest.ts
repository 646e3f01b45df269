import { defineManifest } from '../sdk/manifest.ts';

export const stopwatchManifest = defineManifest({
  type: 'Stopwatch',
  icon: [
    { d: 'M12 5a8 8 0 1 0 0 16a8 8 0 1 0 0-16z', fill: '#81d4fa' },
    { d: 'M10 2h4M12 5V2M18 6l1.5-1.5M12 13V9' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.stopwatchDefinition),
});
