import { defineManifest } from '../sdk/manifest.ts';

export const trafficLightManifest = defineManifest({
  type: 'TrafficLight',
  icon: [
    { d: 'M8 2h8v20H8z', fill: '#37474f' },
    { d: 'M12 4.5a2 2 0 1 0 0 4a2 2 0 1 0 0-4z', fill: '#e53935' },
    { d: 'M12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4z', fill: '#fdd835' },
    { d: 'M12 15.5a2 2 0 1 0 0 4a2 2 0 1 0 0-4z', fill: '#43a047' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.trafficLightDefinition),
});
