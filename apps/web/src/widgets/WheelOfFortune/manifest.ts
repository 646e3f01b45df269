import { defineManifest } from '../sdk/manifest.ts';

export const wheelOfFortuneManifest = defineManifest({
  type: 'WheelOfFortune',
  icon: [
    { d: 'M12 12V3a9 9 0 0 1 9 9z', fill: '#ef5350' },
    { d: 'M12 12h9a9 9 0 0 1-9 9z', fill: '#42a5f5' },
    { d: 'M12 12v9a9 9 0 0 1-9-9z', fill: '#66bb6a' },
    { d: 'M12 12H3a9 9 0 0 1 9-9z', fill: '#ffca28' },
    { d: 'M12 1v3' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.wheelOfFortuneDefinition),
});
