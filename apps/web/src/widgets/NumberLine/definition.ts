import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { NUMBER_LINE_LIMITS as L } from './limits.ts';

const MAX_INDEX = L.amountOfTickMarks.max;
const index = z.number().int().min(0).max(MAX_INDEX);

export const numberLineDataSchema = z.object({
  jumps: z.array(z.object({ from: index, to: index })).max(L.maxJumps),
  markerIndex: index.nullable(),
  revealed: z.array(index).max(MAX_INDEX + 1),
});
export type NumberLineData = z.infer<typeof numberLineDataSchema>;

export const numberLineDefinition = defineWidget({
  type: 'NumberLine',
  settings: {
    version: 1,
    fields: {
      amountOfTickMarks: field.number(L.amountOfTickMarks),
      scaleX: field.number(L.scaleX),
      offsetX: field.number(L.offsetX),
      hiddenTickMarkLabels: field.numberList({ min: 0, max: MAX_INDEX, maxItems: MAX_INDEX + 1 }),
      minorTickMarks: field.number(L.minorTickMarks),
      markerStyle: field.enum(['frog', 'dot'] as const),
    },
    migrations: [],
  },
  componentData: {
    schema: numberLineDataSchema,
    initial: () => ({ jumps: [], markerIndex: null, revealed: [] }),
  },
  // A label the teacher hides again is hidden for the class too; fewer marks drop what lies beyond them.
  onSettingsChange: (previous, next, state) => {
    const last = next.amountOfTickMarks;
    const newlyHidden = next.hiddenTickMarkLabels.filter((i) => !previous.hiddenTickMarkLabels.includes(i));
    return {
      jumps: state.jumps.filter((j) => j.from <= last && j.to <= last),
      markerIndex: state.markerIndex === null ? null : Math.min(state.markerIndex, last),
      revealed: state.revealed.filter((i) => i <= last && !newlyHidden.includes(i)),
    };
  },
  loadView: () => import('./index.ts'),
});
