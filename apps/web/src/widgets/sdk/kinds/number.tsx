import { z } from 'zod';
import { NumberStepper, Row } from './controls.tsx';
import { clamp, type FieldBase, type FieldKind } from './types.ts';

/** The bounds of a number: within [min, max], in steps of `step` (whole numbers for a whole step). */
export interface Range {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export interface NumberField extends FieldBase, Range {
  readonly kind: 'number';
}

/** A number within [min, max]; whole numbers when the step is whole. */
export function rangeSchema(f: Range): z.ZodNumber {
  const base = z.number().min(f.min).max(f.max);
  return Number.isInteger(f.step) ? base.int() : base;
}

/** A number brought into the range and onto the step (a stored 7 of at most 6 dice becomes 6). */
export function repairRange(f: Range, value: unknown, fallback: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  const onStep = Number.isInteger(f.step) ? Math.round(value / f.step) * f.step : value;
  return clamp(onStep, f.min, f.max);
}

/** Valid and damaged numbers of a range, for the contract suite. */
export function rangeSamples(f: { min: number; max: number }) {
  return { valid: [f.min, f.max], invalid: [f.max + 1, f.min - 1, '3', null, Number.NaN] };
}

export const numberKind: FieldKind<NumberField> = {
  kind: 'number',
  schema: rangeSchema,
  initial: (f) => f.min,
  repair: repairRange,
  samples: rangeSamples,
  Control: ({ field, id, label, value, onChange }) => (
    <Row id={id} label={label}>
      <NumberStepper
        id={id}
        value={Number(value)}
        min={field.min}
        max={field.max}
        step={field.step}
        onChange={onChange}
      />
    </Row>
  ),
};
