import { z } from 'zod';
import { Row } from './controls.tsx';
import type { FieldBase, FieldKind } from './types.ts';

/**
 * A calendar day as 'YYYY-MM-DD'; with `allowEmpty` also '' (no day chosen); with `nullable` also null
 * (`string | null`, e.g. a weekly entry without a date), which an emptied input gives.
 */
export interface DateField extends FieldBase {
  readonly kind: 'date';
  readonly allowEmpty?: boolean;
  readonly nullable?: boolean;
}

/** True for an existing calendar day written as 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const dateKind: FieldKind<DateField> = {
  kind: 'date',
  schema: (f) => {
    const day = z.string().refine((v) => (f.allowEmpty && v === '') || isIsoDate(v), 'Datum');
    return f.nullable ? day.nullable() : day;
  },
  initial: (f) => (f.nullable ? null : f.allowEmpty ? '' : '2000-01-01'),
  samples: (f) => ({
    valid: ['2026-12-24', '2024-02-29', ...(f.nullable ? [null] : [])],
    invalid: ['2025-02-29', '24.12.2026', 5, ...(f.nullable ? [] : [null])],
  }),
  Control: ({ field, id, label, value, onChange }) => (
    <Row id={id} label={label}>
      <input
        id={id}
        type="date"
        value={String(value ?? '')}
        onChange={(e) => onChange(field.nullable && e.target.value === '' ? null : e.target.value)}
      />
    </Row>
  ),
};
