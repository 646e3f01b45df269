import { z } from 'zod';
import { NumberStepper, Row } from './controls.tsx';
import type { FieldBase, FieldKind } from './types.ts';

export interface NumberField extends FieldBase {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** A number within [min, max]; whole numbers when the step is whole. */
export function rangeSchema(f: { min: number; max: number; step: number }): z.ZodNumber {
  const base = z.number().min(f.min).max(f.max);
  return Number.isInteger(f.step) ? base.int() : base;
}

/** Valid and damaged numbers of a range, for the contract suite. */
export function rangeSamples(f: { min: number; max: number }) {
  return { valid: [f.min, f.max], invalid: [f.max + 1, f.min - 1, '3', null, Number.NaN] };
}

export const numberKind: FieldKind<NumberField> = {
  kind: 'number',
  schema: rangeSchema,
  initial: (f) => f.min,
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
