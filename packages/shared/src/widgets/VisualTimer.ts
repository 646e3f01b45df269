import type { ColorToken, WidgetData } from './common.ts';

/** extraSettings of VisualTimer (catalogue section 3). */
export type VisualTimerSettings = {
  totalSeconds: number;
  showTimeDisplay: boolean;
  invertClock: boolean;
  discColor: ColorToken;
  playSound: boolean;
};

/** Bounds of VisualTimer's settings (catalogue section 3). */
export const VISUAL_TIMER_LIMITS = { minSeconds: 60, maxSeconds: 3_600 } as const;

/** VisualTimer: defaults per edition, limits. */
export const visualTimerWidget: WidgetData<VisualTimerSettings> = {
  defaults: () => ({
    totalSeconds: 900,
    showTimeDisplay: true,
    invertClock: false,
    discColor: 'red',
    playSound: false,
  }),
  limits: VISUAL_TIMER_LIMITS,
};
