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
  loadView: () => import('./index.ts'),
});
