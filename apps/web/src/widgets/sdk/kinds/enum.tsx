import { z } from 'zod';
import { Group, Segments } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

export interface EnumField<T extends string = string> extends FieldBase {
  readonly kind: 'enum';
  readonly options: readonly T[];
}

function Control({ field, id, label, base, value, onChange }: ControlProps<EnumField>) {
  return (
    <Group label={label}>
      <Segments
        name={id}
        options={field.options}
        base={base}
        multiple={false}
        isChecked={(option) => value === option}
        onToggle={(option) => onChange(option)}
      />
    </Group>
  );
}

export const enumKind: FieldKind<EnumField> = {
  kind: 'enum',
  schema: (f) => z.enum(f.options as [string, ...string[]]),
  initial: (f) => f.options[0],
  samples: (f) => ({ valid: [...f.options], invalid: ['retired-option', 3, null] }),
  Control,
};
