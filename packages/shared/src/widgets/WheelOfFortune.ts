import type { WidgetData } from './common.ts';

/** extraSettings of WheelOfFortune (catalogue section 3). */
export type WheelOfFortuneSettings = {
  entrySource: 'custom' | 'classList';
  entries: string[];
  removePickedEntries: boolean;
  playSound: boolean;
};

/** WheelOfFortune: defaults per edition. */
export const wheelOfFortuneWidget: WidgetData<WheelOfFortuneSettings> = {
  defaults: () => ({
    entrySource: 'custom',
    entries: ['1', '2', '3', '4', '5', '6'],
    removePickedEntries: false,
    playSound: false,
  }),
};
