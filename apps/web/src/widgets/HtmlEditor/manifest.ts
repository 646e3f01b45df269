import { defineManifest } from '../sdk/manifest.ts';

export const htmlEditorManifest = defineManifest({
  type: 'HtmlEditor',
  icon: [
    { d: 'M3 4h18v16H3z', fill: '#fff' },
    { d: 'M6 8h5M6 12h12M6 16h9' },
    { d: 'M14 6.5h4v3h-4z', fill: '#fff176' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.htmlEditorDefinition),
});
