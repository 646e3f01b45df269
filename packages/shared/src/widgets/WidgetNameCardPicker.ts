import type { WidgetData } from './common.ts';

/** extraSettings of WidgetNameCardPicker (catalogue section 3). */
export type WidgetNameCardPickerSettings = {
  nameSource: 'classList' | 'nameCards';
  pickCount: number;
  removePickedNames: boolean;
  playSound: boolean;
};

/** Bounds of WidgetNameCardPicker's settings (catalogue section 3). */
export const WIDGET_NAME_CARD_PICKER_LIMITS = { maxPickCount: 6 } as const;

/** WidgetNameCardPicker: defaults per edition, limits. */
export const widgetNameCardPickerWidget: WidgetData<WidgetNameCardPickerSettings> = {
  defaults: () => ({
    nameSource: 'classList',
    pickCount: 1,
    removePickedNames: true,
    playSound: false,
  }),
  limits: WIDGET_NAME_CARD_PICKER_LIMITS,
};
