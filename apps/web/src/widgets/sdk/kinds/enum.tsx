import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Group } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

export interface EnumField<T extends string = string> extends FieldBase {
  readonly kind: 'enum';
  readonly options: readonly T[];
}

function Control({ field, id, label, base, value, onChange }: ControlProps<EnumField>) {
  const { t } = useTranslation();
  return (
    <Group label={label}>
      <div className="settings-form__segments">
        {field.options.map((option) => (
          <label key={option} className="settings-form__segment">
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{t(`${base}.options.${option}`)}</span>
          </label>
        ))}
      </div>
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
