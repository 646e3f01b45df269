import type { WidgetData } from './common.ts';

/** extraSettings of ReadTheClock (catalogue section 3). */
export type ReadTheClockSettings = {
  minuteStep: 1 | 5 | 15 | 30;
  coupledHands: boolean;
  showMinuteNumbers: boolean;
  show24hRing: boolean;
  showDigitalTime: boolean;
  showSpokenTime: boolean;
};

/** ReadTheClock: defaults per edition. */
export const readTheClockWidget: WidgetData<ReadTheClockSettings> = {
  defaults: () => ({
    minuteStep: 5,
    coupledHands: true,
    showMinuteNumbers: true,
    show24hRing: false,
    showDigitalTime: false,
    showSpokenTime: false,
  }),
};
