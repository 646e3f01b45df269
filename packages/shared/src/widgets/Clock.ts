import type { WidgetData } from './common.ts';

/** extraSettings of Clock (catalogue section 3). */
export type ClockSettings = {
  showSecondHand: boolean;
  showMinuteNumbers: boolean;
  showDigitalTime: boolean;
};

/** Clock: defaults per edition. */
export const clockWidget: WidgetData<ClockSettings> = {
  defaults: (primary) => ({ showSecondHand: true, showMinuteNumbers: primary, showDigitalTime: false }),
};
