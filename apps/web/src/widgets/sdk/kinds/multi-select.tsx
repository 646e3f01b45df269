import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Group } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** Several of a fixed set of options, in the options' order, each once. */
export interface MultiSelectField<T extends string = string> extends FieldBase {
  readonly kind: 'multiSelect';
  readonly options: readonly T[];
}

function Control({ field, label, base, value, onChange }: ControlProps<MultiSelectField>) {
  const { t } = useTranslation();
  const selected = Array.isArray(value) ? (value as string[]) : [];
  return (
    <Group label={label}>
      <div className="settings-form__segments">
        {field.options.map((option) => (
          <label key={option} className="settings-form__segment">
            <input
              type="checkbox"
              value={option}
              checked={selected.includes(option)}
              onChange={(e) => {
                const next = e.target.checked ? [...selected, option] : selected.filter((o) => o !== option);
                onChange(field.options.filter((o) => next.includes(o)));
              }}
            />
            <span>{t(`${base}.options.${option}`)}</span>
          </label>
        ))}
      </div>
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
