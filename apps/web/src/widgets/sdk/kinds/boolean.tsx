import { z } from 'zod';
import type { FieldBase, FieldKind } from './types.ts';

export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
}

export const booleanKind: FieldKind<BooleanField> = {
  kind: 'boolean',
  schema: () => z.boolean(),
  initial: () => false,
  samples: () => ({ valid: [true, false], invalid: ['yes', 1, null] }),
  Control: ({ id, label, value, onChange }) => (
    <label className="settings-form__row settings-form__row--check" htmlFor={id}>
      <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  ),
};
