import type { ColorToken, WidgetData } from './common.ts';

/** extraSettings of WidgetNameCard (catalogue section 3). */
export type WidgetNameCardSettings = {
  symbolSlug: string;
  backgroundColor: ColorToken;
};

/** WidgetNameCard: defaults per edition. */
export const widgetNameCardWidget: WidgetData<WidgetNameCardSettings> = {
  defaults: () => ({ symbolSlug: '', backgroundColor: 'white' }),
};
