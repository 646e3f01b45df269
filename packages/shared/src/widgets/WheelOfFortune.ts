import type { WidgetData } from './common.ts';

/** extraSettings of WheelOfFortune (catalogue section 3). */
export type WheelOfFortuneSettings = {
  entrySource: 'custom' | 'classList';
  entries: string[];
  removePickedEntries: boolean;
  playSound: boolean;
};

/** Bounds of WheelOfFortune's settings (catalogue section 3). */
export const WHEEL_OF_FORTUNE_LIMITS = { minEntries: 2, maxEntries: 60 } as const;

/** WheelOfFortune: defaults per edition, limits. */
export const wheelOfFortuneWidget: WidgetData<WheelOfFortuneSettings> = {
  defaults: () => ({
    entrySource: 'custom',
    entries: ['1', '2', '3', '4', '5', '6'],
    removePickedEntries: false,
    playSound: false,
  }),
  limits: WHEEL_OF_FORTUNE_LIMITS,
};
