import { defineManifest } from '../sdk/manifest.ts';

export const widgetNameCardPickerManifest = defineManifest({
  type: 'WidgetNameCardPicker',
  icon: [{ d: 'M3 6h13v12H3z', fill: '#fff59d' }, { d: 'M7 10h5M7 14h3M19 8l2 2-2 2M19 12l2 2-2 2' }],
  loadDefinition: () => import('./index.ts').then((module) => module.widgetNameCardPickerDefinition),
});
