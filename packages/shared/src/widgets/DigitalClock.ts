import type { WidgetData } from './common.ts';

/** extraSettings of DigitalClock (catalogue section 3). */
export type DigitalClockSettings = {
  showSeconds: boolean;
  showDate: boolean;
};

/** DigitalClock: defaults per edition. */
export const digitalClockWidget: WidgetData<DigitalClockSettings> = {
  defaults: () => ({ showSeconds: false, showDate: true }),
};
