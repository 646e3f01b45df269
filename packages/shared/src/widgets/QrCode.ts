import type { WidgetData } from './common.ts';

/** extraSettings of QrCode (catalogue section 3). */
export type QrCodeSettings = {
  qrContent: string;
  showContentText: boolean;
  errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H';
};

/** Bounds of QrCode's settings (catalogue section 3). */
export const QR_CODE_LIMITS = { maxContentLength: 500 } as const;

/** QrCode: defaults per edition, limits. */
export const qrCodeWidget: WidgetData<QrCodeSettings> = {
  defaults: () => ({ qrContent: '', showContentText: true, errorCorrectionLevel: 'M' }),
  limits: QR_CODE_LIMITS,
};
