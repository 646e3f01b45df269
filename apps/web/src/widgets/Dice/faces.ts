import type { DiceType } from './definition.ts';

/** The faces of each dice type (colour names and operators are stored as shown). */
export const DICE_FACES: Readonly<Record<DiceType, readonly (number | string)[]>> = {
  pips: [1, 2, 3, 4, 5, 6],
  numbers: [1, 2, 3, 4, 5, 6],
  d10: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  d20: Array.from({ length: 20 }, (_, i) => i + 1),
  colors: ['rot', 'blau', 'grün', 'gelb', 'orange', 'lila'],
  operators: ['+', '−', '·', ':'],
};

export const isNumberDice = (type: DiceType): boolean => type !== 'colors' && type !== 'operators';
