import { z } from 'zod';
import { Row } from './controls.tsx';
import type { FieldBase, FieldKind } from './types.ts';

/** A time of day as 'HH:MM' (24 hours). */
export interface TimeOfDayField extends FieldBase {
  readonly kind: 'timeOfDay';
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeOfDayKind: FieldKind<TimeOfDayField> = {
  kind: 'timeOfDay',
  schema: () => z.string().regex(TIME_OF_DAY),
  initial: () => '08:00',
  samples: () => ({ valid: ['00:00', '23:59', '08:45'], invalid: ['24:00', '8:45', '08:60', 845, null] }),
  Control: ({ id, label, value, onChange }) => (
    <Row id={id} label={label}>
      <input
        id={id}
        type="time"
        value={String(value ?? '')}
        onChange={(e) => {
          if (TIME_OF_DAY.test(e.target.value)) onChange(e.target.value);
        }}
      />
    </Row>
  ),
};
