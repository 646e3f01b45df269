import type { WidgetData } from './common.ts';

/** extraSettings of Stopwatch (catalogue section 3). */
export type StopwatchSettings = {
  showTenths: boolean;
  showLaps: boolean;
};

/** Stopwatch: defaults per edition. */
export const stopwatchWidget: WidgetData<StopwatchSettings> = {
  defaults: () => ({ showTenths: true, showLaps: false }),
};
