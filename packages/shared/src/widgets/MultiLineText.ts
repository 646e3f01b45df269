import type { ColorToken, WidgetData } from './common.ts';

/** extraSettings of MultiLineText (catalogue section 3). */
export type MultiLineTextSettings = {
  multiLineText: string;
  backgroundColor: ColorToken;
  textAlign: 'left' | 'center';
  fontSize: 'auto' | number;
};

/** Bounds of MultiLineText's settings (catalogue section 3). */
export const MULTI_LINE_TEXT_LIMITS = { maxTextLength: 20_000, minFontSize: 8, maxFontSize: 200 } as const;

/** MultiLineText: defaults per edition, limits. */
export const multiLineTextWidget: WidgetData<MultiLineTextSettings> = {
  defaults: () => ({
    multiLineText: '',
    backgroundColor: 'white',
    textAlign: 'center',
    fontSize: 'auto',
  }),
  limits: MULTI_LINE_TEXT_LIMITS,
};
