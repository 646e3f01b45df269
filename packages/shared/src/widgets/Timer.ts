import type { WidgetData } from './common.ts';

/** extraSettings of Timer (catalogue section 3). */
export type TimerSettings = {
  totalSeconds: number;
  presetSeconds: number[];
  showProgressBar: boolean;
  finishedMessage: string;
  playSound: boolean;
};

/** Bounds of Timer's settings (catalogue section 3). */
export const TIMER_LIMITS = { maxSeconds: 359_999, maxPresets: 12 } as const;

/** Timer: defaults per edition, limits. */
export const timerWidget: WidgetData<TimerSettings> = {
  defaults: () => ({
    totalSeconds: 300,
    presetSeconds: [60, 120, 180, 300, 600, 900],
    showProgressBar: true,
    finishedMessage: 'Die Zeit ist um!',
    playSound: false,
  }),
  limits: TIMER_LIMITS,
};
