import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { MAX_PARTS } from './limits.ts';

const fractionSchema = z.object({
  denominator: z.number().int().min(1).max(MAX_PARTS),
  filledParts: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_PARTS - 1),
    )
    .max(MAX_PARTS),
});

export const fractionsDataSchema = z.object({ fractions: z.array(fractionSchema).min(1).max(2) });
export type FractionsData = z.infer<typeof fractionsDataSchema>;

const FRESH = { denominator: 4, filledParts: [] as number[] };

export const fractionsDefinition = defineWidget({
  type: 'Fractions',
  settings: {
    version: 1,
    fields: {
      representation: field.enum(['circle', 'bar', 'rectangle'] as const),
      maxDenominator: field.number({ min: 2, max: 24, step: 1 }),
      showFraction: field.boolean(),
      showDecimal: field.boolean(),
      showPercent: field.boolean(),
      compareMode: field.boolean(),
    },
    migrations: [],
  },
  componentData: {
    schema: fractionsDataSchema,
    initial: () => ({ fractions: [{ ...FRESH, filledParts: [] }] }),
  },
  // 'Vergleichen' needs a second fraction; it starts as 4 empty parts.
  onSettingsChange: (_previous, next, state) =>
    next.compareMode && state.fractions.length < 2
      ? { fractions: [...state.fractions, { ...FRESH, filledParts: [] }] }
      : state,
  loadView: () => import('./index.ts'),
});
