import { z } from 'zod';
import { Row } from './controls.tsx';
import type { FieldBase, FieldKind } from './types.ts';

/** A calendar day as 'YYYY-MM-DD'; with `allowEmpty` also '' (no day chosen). */
export interface DateField extends FieldBase {
  readonly kind: 'date';
  readonly allowEmpty?: boolean;
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
  schema: (f) => z.string().refine((v) => (f.allowEmpty && v === '') || isIsoDate(v), 'Datum'),
  initial: (f) => (f.allowEmpty ? '' : '2000-01-01'),
  samples: () => ({ valid: ['2026-12-24', '2024-02-29'], invalid: ['2025-02-29', '24.12.2026', 5, null] }),
  Control: ({ id, label, value, onChange }) => (
    <Row id={id} label={label}>
      <input id={id} type="date" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
    </Row>
  ),
};
