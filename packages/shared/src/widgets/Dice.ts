import type { WidgetData } from './common.ts';

/** extraSettings of Dice (catalogue section 3). */
export type DiceSettings = {
  diceCount: number;
  diceType: 'pips' | 'numbers' | 'd10' | 'd20' | 'colors' | 'operators';
  showSum: boolean;
  playSound: boolean;
};

/** Bounds of Dice's settings (catalogue section 3). */
export const DICE_LIMITS = { maxDice: 6 } as const;

/** Dice: defaults per edition, limits. */
export const diceWidget: WidgetData<DiceSettings> = {
  defaults: () => ({ diceCount: 1, diceType: 'pips', showSum: false, playSound: false }),
  limits: DICE_LIMITS,
};
