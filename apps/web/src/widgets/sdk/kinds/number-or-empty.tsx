import { useTranslation } from 'react-i18next';
import { Group, NumberStepper } from './controls.tsx';
import { rangeSamples, rangeSchema } from './number.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** `number | null`: a number, or nothing (e.g. a group size not given). */
export interface NumberOrEmptyField extends FieldBase {
  readonly kind: 'numberOrEmpty';
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

function Control({ field, id, label, value, onChange }: ControlProps<NumberOrEmptyField>) {
  const { t } = useTranslation();
  const empty = value === null;
  return (
    <Group label={label}>
      <label className="settings-form__row--check">
        <input
          type="checkbox"
          checked={empty}
          onChange={(e) => onChange(e.target.checked ? null : field.min)}
        />
        <span>{t('board.settings.empty')}</span>
      </label>
      {!empty && (
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

export const numberOrEmptyKind: FieldKind<NumberOrEmptyField> = {
  kind: 'numberOrEmpty',
  schema: (f) => rangeSchema(f).nullable(),
  initial: () => null,
  samples: (f) => ({ valid: [null, f.min], invalid: rangeSamples(f).invalid.filter((v) => v !== null) }),
  Control,
};
