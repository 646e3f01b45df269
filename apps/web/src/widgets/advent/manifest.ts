import { defineManifest } from '../sdk/manifest.ts';

export const adventCalendarManifest = defineManifest({
  type: 'AdventCalendar',
  icon: [
    { d: 'M3 4h18v16H3z', fill: '#c62828' },
    { d: 'M5 6h6v5H5zM13 6h6v5h-6zM5 13h4v5H5zM11 13h8v5h-8z', fill: '#ffe082' },
    { d: 'M16 14l2 2' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.adventCalendarDefinition),
});

export const adventCalendarSecondaryManifest = defineManifest({
  type: 'AdventCalendarSecondary',
  icon: [
    { d: 'M3 5h18v15H3z', fill: '#fff' },
    { d: 'M3 5h18v3H3z', fill: '#c62828' },
    { d: 'M7 11h2M11 11h2M15 11h2M7 15h2M11 15h2M15 15h2' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.adventCalendarSecondaryDefinition),
});
