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
  loadView: () => import('./index.ts'),
});
