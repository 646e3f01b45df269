import { defineManifest } from '../sdk/manifest.ts';

export const weatherAndDateManifest = defineManifest({
  type: 'WeatherAndDate',
  icon: [
    { d: 'M8 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8z', fill: '#ffd54f' },
    { d: 'M9 20h9a3.5 3.5 0 0 0 0-7a5 5 0 0 0-9.6 1.5A2.8 2.8 0 0 0 9 20z', fill: '#90caf9' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.weatherAndDateDefinition),
});
