import { z } from 'zod';
import { Row } from './controls.tsx';
import type { FieldBase, FieldKind } from './types.ts';

/** Text over several lines (a note, a card side). */
export interface LongTextField extends FieldBase {
  readonly kind: 'longText';
  readonly maxLength: number;
}

export const longTextKind: FieldKind<LongTextField> = {
  kind: 'longText',
  schema: (f) => z.string().max(f.maxLength),
  initial: () => '',
  samples: (f) => ({ valid: ['', 'Zeile 1\nZeile 2'], invalid: [42, null, 'x'.repeat(f.maxLength + 1)] }),
  Control: ({ field, id, label, value, onChange }) => (
    <Row id={id} label={label}>
      <textarea
        id={id}
        value={String(value ?? '')}
        maxLength={field.maxLength}
        rows={4}
        onChange={(e) => onChange(e.target.value)}
      />
    </Row>
  ),
};
