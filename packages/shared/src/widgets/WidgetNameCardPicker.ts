import type { WidgetData } from './common.ts';

/** extraSettings of WidgetNameCardPicker (catalogue section 3). */
export type WidgetNameCardPickerSettings = {
  nameSource: 'classList' | 'nameCards';
  pickCount: number;
  removePickedNames: boolean;
  playSound: boolean;
};

/** WidgetNameCardPicker: defaults per edition. */
export const widgetNameCardPickerWidget: WidgetData<WidgetNameCardPickerSettings> = {
  defaults: () => ({
    nameSource: 'classList',
    pickCount: 1,
    removePickedNames: true,
    playSound: false,
  }),
};
