import { QR_CODE_LIMITS } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

/** The content of the code: a URL or a text, shown shortened underneath. */
export const QR_CONTENT_MAX = QR_CODE_LIMITS.maxContentLength;

export const qrCodeDefinition = defineWidget({
  type: 'QrCode',
  settings: {
    version: 1,
    fields: {
      qrContent: field.longText({ maxLength: QR_CONTENT_MAX }),
      showContentText: field.boolean(),
      errorCorrectionLevel: field.enum(['L', 'M', 'Q', 'H'] as const),
    },
    migrations: [],
  },
  // No live state: the code is computed from the settings.
  componentData: { schema: z.object({}), initial: () => ({}) },
  icon: [
    { d: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z', fill: '#fff' },
    { d: 'M5.5 5.5h2v2h-2zM16.5 5.5h2v2h-2zM5.5 16.5h2v2h-2z', fill: '#000' },
    { d: 'M14 14h3v3h-3zM18 18h3v3h-3zM14 19h2M19 14h2' },
  ],
  loadView: () => import('./View.tsx'),
});
