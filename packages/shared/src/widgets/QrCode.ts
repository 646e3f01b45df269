import type { WidgetData } from './common.ts';

/** extraSettings of QrCode (catalogue section 3). */
export type QrCodeSettings = {
  qrContent: string;
  showContentText: boolean;
  errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H';
};

/** QrCode: defaults per edition. */
export const qrCodeWidget: WidgetData<QrCodeSettings> = {
  defaults: () => ({ qrContent: '', showContentText: true, errorCorrectionLevel: 'M' }),
};
