import type { ColorToken, WidgetData } from './common.ts';

/** extraSettings of Watches (catalogue section 3). */
export type WatchesSettings = {
  hourglasses: { label: string; totalSeconds: number; color: ColorToken }[];
  playSound: boolean;
};

/** Bounds of Watches's settings (catalogue section 3). */
export const WATCHES_LIMITS = {
  minHourglasses: 1,
  maxHourglasses: 4,
  minSeconds: 10,
  maxSeconds: 3_600,
} as const;

/** Watches: defaults per edition, limits. */
export const watchesWidget: WidgetData<WatchesSettings> = {
  defaults: () => ({
    hourglasses: [
      { label: '1 Min', totalSeconds: 60, color: 'blue' },
      { label: '3 Min', totalSeconds: 180, color: 'green' },
      { label: '5 Min', totalSeconds: 300, color: 'red' },
    ],
    playSound: false,
  }),
  limits: WATCHES_LIMITS,
};
