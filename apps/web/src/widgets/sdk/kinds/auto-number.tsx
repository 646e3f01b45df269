import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Group, NumberStepper } from './controls.tsx';
import { rangeSamples, rangeSchema } from './number.tsx';
import { type ControlProps, clamp, type FieldBase, type FieldKind } from './types.ts';

/** `'auto' | number`: chosen automatically, or a number (e.g. a font size). */
export interface AutoNumberField extends FieldBase {
  readonly kind: 'autoNumber';
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

function Control({ field, id, label, value, onChange }: ControlProps<AutoNumberField>) {
  const { t } = useTranslation();
  const auto = value === 'auto';
  return (
    <Group label={label}>
      <label className="settings-form__row--check">
        <input
          type="checkbox"
          checked={auto}
          onChange={(e) => onChange(e.target.checked ? 'auto' : clamp(24, field.min, field.max))}
        />
        <span>{t('board.settings.automatic')}</span>
      </label>
      {!auto && (
        <NumberStepper
          id={id}
          value={Number(value)}
          min={field.min}
          max={field.max}
          step={field.step}
          onChange={onChange}
          label={label}
        />
      )}
    </Group>
  );
}

export const autoNumberKind: FieldKind<AutoNumberField> = {
  kind: 'autoNumber',
  schema: (f) => z.union([z.literal('auto'), rangeSchema(f)]),
  initial: () => 'auto',
  samples: (f) => ({ valid: ['auto', f.min], invalid: [...rangeSamples(f).invalid, 'Auto'] }),
  Control,
};
