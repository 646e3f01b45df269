import { defineManifest } from '../sdk/manifest.ts';

export const externalContentManifest = defineManifest({
  type: 'ExternalContent',
  icon: [
    { d: 'M3 4h18v16H3z', fill: '#e3f2fd' },
    { d: 'M3 8h18' },
    { d: 'M12 11a4 4 0 1 0 0.01 0zM8 15h8M12 11c-1.5 1.2-1.5 6.8 0 8M12 11c1.5 1.2 1.5 6.8 0 8' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.externalContentDefinition),
});
