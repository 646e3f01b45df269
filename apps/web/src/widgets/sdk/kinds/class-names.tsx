import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { useWidgetSdk } from '../react/context.tsx';
import { Group } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** Names from the desktop's class list (pupils taking part); a copied desktop starts without them. */
export interface ClassNamesField extends FieldBase {
  readonly kind: 'classNames';
  readonly maxItems: number;
}

const NAME_MAX = 100;

function Control({ field, label, value, onChange }: ControlProps<ClassNamesField>) {
  const { t } = useTranslation();
  const classNames = useWidgetSdk().useClassNames();
  const selected = Array.isArray(value) ? (value as string[]) : [];
  // Names chosen earlier but no longer on the list stay visible, so they can be removed.
  const names = [...classNames, ...selected.filter((n) => !classNames.includes(n))];
  return (
    <Group label={label}>
      {names.length === 0 ? (
        <p className="settings-form__hint">{t('board.settings.noClassNames')}</p>
      ) : (
        <div className="settings-form__segments">
          {names.map((name) => (
            <label key={name} className="settings-form__segment">
              <input
                type="checkbox"
                checked={selected.includes(name)}
                disabled={!selected.includes(name) && selected.length >= field.maxItems}
                onChange={(e) =>
                  onChange(e.target.checked ? [...selected, name] : selected.filter((n) => n !== name))
                }
              />
              <span>{name}</span>
            </label>
          ))}
        </div>
      )}
    </Group>
  );
}

export const classNamesKind: FieldKind<ClassNamesField> = {
  kind: 'classNames',
  schema: (f) => z.array(z.string().min(1).max(NAME_MAX)).max(f.maxItems),
  initial: () => [],
  repair: (f, value, fallback) =>
    Array.isArray(value)
      ? [
          ...new Set(
            value.filter((v): v is string => typeof v === 'string' && v !== '' && v.length <= NAME_MAX),
          ),
        ].slice(0, f.maxItems)
      : fallback,
  // The names belong to the source class: a copy starts with none.
  clone: () => [],
  samples: () => ({ valid: [[], ['Ada', 'Ben']], invalid: ['Ada', [1], ['']] }),
  Control,
};
