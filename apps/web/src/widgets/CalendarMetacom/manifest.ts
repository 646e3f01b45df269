import { defineManifest } from '../sdk/manifest.ts';

export const calendarMetacomManifest = defineManifest({
  type: 'CalendarMetacom',
  icon: [
    { d: 'M3 6h18v13H3z', fill: '#fff' },
    { d: 'M3 6h4v13H3z', fill: '#e53935' },
    { d: 'M7 6h4v13H7z', fill: '#fb8c00' },
    { d: 'M11 6h4v13h-4z', fill: '#fdd835' },
    { d: 'M15 6h3v13h-3z', fill: '#43a047' },
    { d: 'M18 6h3v13h-3z', fill: '#1e88e5' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.calendarMetacomDefinition),
});
