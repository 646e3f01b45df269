import { COLOR_TOKENS, type ColorToken } from '@tafino/shared';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { ColorSwatches } from '../react/ColorSwatches.tsx';
import { Group } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/**
 * A fixed number of palette colours (`ColorToken[]`), e.g. one per weekday; with `nullable` also null
 * ("the default colours", e.g. those of the symbol pack). Item labels: `${base}.items.<index>`.
 */
export interface ColorListField extends FieldBase {
  readonly kind: 'colorList';
  readonly length: number;
  /** The list a teacher starts from when switching the default off. */
  readonly startWith: readonly ColorToken[];
  readonly nullable?: boolean;
}

function Control({ field, id, label, base, value, onChange }: ControlProps<ColorListField>) {
  const { t } = useTranslation();
  const list = Array.isArray(value) ? (value as ColorToken[]) : null;
  return (
    <Group label={label}>
      {field.nullable && (
        <label className="settings-form__row--check">
          <input
            type="checkbox"
            checked={list === null}
            onChange={(e) => onChange(e.target.checked ? null : [...field.startWith])}
          />
          <span>{t('board.settings.defaultColor')}</span>
        </label>
      )}
      {list?.map((color, index) => (
        <div key={index} className="settings-form__color-item">
          <span>{t(`${base}.items.${index}`, { defaultValue: String(index + 1) })}</span>
          <ColorSwatches
            name={`${id}-${index}`}
            options={COLOR_TOKENS}
            value={color}
            onChange={(next) => onChange(list.map((c, i) => (i === index ? next : c)))}
          />
        </div>
      ))}
    </Group>
  );
}

export const colorListKind: FieldKind<ColorListField> = {
  kind: 'colorList',
  schema: (f) => {
    const list = z.array(z.enum(COLOR_TOKENS as unknown as [string, ...string[]])).length(f.length);
    return f.nullable ? list.nullable() : list;
  },
  initial: (f) => (f.nullable ? null : [...f.startWith]),
  samples: (f) => ({
    valid: [[...f.startWith], ...(f.nullable ? [null] : [])],
    invalid: [['#ff0000'], 'red', f.startWith.slice(1), ...(f.nullable ? [] : [null])],
  }),
  Control,
};
