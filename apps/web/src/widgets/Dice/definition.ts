import { DICE_LIMITS } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

export const DICE_TYPES = ['pips', 'numbers', 'd10', 'd20', 'colors', 'operators'] as const;
export type DiceType = (typeof DICE_TYPES)[number];
export const MAX_DICE = DICE_LIMITS.maxDice;

export const diceDefinition = defineWidget({
  type: 'Dice',
  settings: {
    version: 1,
    fields: {
      diceCount: field.number({ min: 1, max: MAX_DICE, step: 1 }),
      diceType: field.enum(DICE_TYPES),
      showSum: field.boolean(),
      playSound: field.boolean(),
    },
    migrations: [],
  },
  componentData: {
    schema: z.object({
      values: z.array(z.union([z.number(), z.string()])).max(MAX_DICE),
      held: z.array(z.boolean()).max(MAX_DICE),
      rolledAt: z.number(),
    }),
    initial: () => ({ values: [], held: [], rolledAt: 0 }),
  },
  icon: [{ d: 'M4 4h16v16H4z', fill: '#ff8a80' }, { d: 'M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01' }],
  loadView: () => import('./View.tsx'),
});
