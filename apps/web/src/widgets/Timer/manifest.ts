import { defineManifest } from '../sdk/manifest.ts';

export const timerManifest = defineManifest({
  type: 'Timer',
  icon: [{ d: 'M12 5a8 8 0 1 0 0 16a8 8 0 1 0 0-16z', fill: '#ffab91' }, { d: 'M10 2h4M12 5V2M12 13l3-3' }],
  loadDefinition: () => import('./index.ts').then((module) => module.timerDefinition),
});
