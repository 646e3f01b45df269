import { defineManifest } from '../sdk/manifest.ts';

export const qrCodeManifest = defineManifest({
  type: 'QrCode',
  icon: [
    { d: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z', fill: '#fff' },
    { d: 'M5.5 5.5h2v2h-2zM16.5 5.5h2v2h-2zM5.5 16.5h2v2h-2z', fill: '#000' },
    { d: 'M14 14h3v3h-3zM18 18h3v3h-3zM14 19h2M19 14h2' },
  ],
  loadDefinition: () => import('./index.ts').then((module) => module.qrCodeDefinition),
});
