import { COLOR_TOKENS, type ColorToken } from '@tafino/shared';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { ColorSwatches } from '../react/ColorSwatches.tsx';
import { Group } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** A palette colour token (catalogue 1.2); with `allowEmpty` also null (e.g. "the subject's colour"). */
export interface ColorField extends FieldBase {
  readonly kind: 'color';
  readonly options: readonly ColorToken[];
  readonly allowEmpty?: boolean;
}

function Control({ field, id, label, value, onChange }: ControlProps<ColorField>) {
  const { t } = useTranslation();
  return (
    <Group label={label}>
      {field.allowEmpty && (
        <label className="settings-form__row--check">
          <input
            type="checkbox"
            checked={value === null}
            onChange={(e) => onChange(e.target.checked ? null : field.options[0])}
          />
          <span>{t('board.settings.defaultColor')}</span>
        </label>
      )}
      {value !== null && (
        <ColorSwatches name={id} options={field.options} value={value as ColorToken} onChange={onChange} />
      )}
    </Group>
  );
}

export const colorKind: FieldKind<ColorField> = {
  kind: 'color',
  schema: (f) => {
    const token = z.enum(f.options as [string, ...string[]]);
    return f.allowEmpty ? token.nullable() : token;
  },
  initial: (f) => (f.allowEmpty ? null : (f.options[0] ?? COLOR_TOKENS[0])),
  samples: (f) => ({
    valid: [...f.options, ...(f.allowEmpty ? [null] : [])],
    invalid: ['#ff0000', 'mauve', 7, ...(f.allowEmpty ? [] : [null])],
  }),
  Control,
};
