import { defineManifest } from '../sdk/manifest.ts';

export const shapesAndSurfacesManifest = defineManifest({
  type: 'ShapesAndSurfaces',
  icon: [
    { d: 'M3 9h9v9H3z', fill: '#64b5f6' },
    { d: 'M3 9l4-4h9l-4 4zM12 9l4-4v9l-4 4z', fill: '#90caf9' },
    { d: 'M18 14l3 6h-6z', fill: '#ffb74d' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.shapesAndSurfacesDefinition),
});
