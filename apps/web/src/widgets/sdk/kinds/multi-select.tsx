import { z } from 'zod';
import { Group, Segments } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** Several of a fixed set of options, in the options' order, each once. */
export interface MultiSelectField<T extends string = string> extends FieldBase {
  readonly kind: 'multiSelect';
  readonly options: readonly T[];
}

function Control({ field, id, label, base, value, onChange }: ControlProps<MultiSelectField>) {
  const selected = Array.isArray(value) ? (value as string[]) : [];
  return (
    <Group label={label}>
      <Segments
        name={id}
        options={field.options}
        base={base}
        multiple
        isChecked={(option) => selected.includes(option)}
        onToggle={(option, checked) => {
          const next = checked ? [...selected, option] : selected.filter((o) => o !== option);
          onChange(field.options.filter((o) => next.includes(o)));
        }}
      />
    </Group>
  );
}

export const multiSelectKind: FieldKind<MultiSelectField> = {
  kind: 'multiSelect',
  schema: (f) =>
    z
      .array(z.enum(f.options as [string, ...string[]]))
      .refine((v) => new Set(v).size === v.length, 'doppelt'),
  initial: () => [],
  // A retired option is dropped, the others stay.
  repair: (f, value, fallback) =>
    Array.isArray(value)
      ? [...new Set(value.filter((v): v is string => (f.options as readonly unknown[]).includes(v)))]
      : fallback,
  samples: (f) => ({
    valid: [[], [...f.options]],
    invalid: ['x', [f.options[0], f.options[0]], ['retired']],
  }),
  Control,
};
