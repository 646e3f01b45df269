import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { useWidgetSdk } from '../react/context.tsx';
import { Group } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** Pairs of two different class-list names (e.g. "Nicht zusammen"); a copied desktop starts without them. */
export interface NamePairsField extends FieldBase {
  readonly kind: 'namePairs';
  readonly maxItems: number;
}

const NAME_MAX = 100;
const isName = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= NAME_MAX;
const pairKey = (pair: readonly string[]) => [...pair].sort().join('\u0000');

function Control({ field, id, label, value, onChange }: ControlProps<NamePairsField>) {
  const { t } = useTranslation();
  const classNames = useWidgetSdk().useClassNames();
  const pairs = Array.isArray(value) ? (value as string[][]) : [];
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const taken = new Set(pairs.map(pairKey));
  const canAdd =
    first !== '' &&
    second !== '' &&
    first !== second &&
    !taken.has(pairKey([first, second])) &&
    pairs.length < field.maxItems;
  return (
    <Group label={label}>
      {classNames.length === 0 ? (
        <p className="settings-form__hint">{t('board.settings.noClassNames')}</p>
      ) : (
        <>
          <ul className="settings-form__pairs">
            {pairs.map((pair) => (
              <li key={pairKey(pair)} className="settings-form__pair">
                <span>{pair.join(' ↔ ')}</span>
                <button
                  type="button"
                  className="settings-form__pair-remove"
                  aria-label={t('board.settings.pairRemove', { a: pair[0], b: pair[1] })}
                  onClick={() => onChange(pairs.filter((p) => pairKey(p) !== pairKey(pair)))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="settings-form__pair-add">
            {(
              [
                [first, setFirst, 'pairFirst', id],
                [second, setSecond, 'pairSecond', `${id}-second`],
              ] as const
            ).map(([current, set, key, selectId]) => (
              <select
                key={key}
                id={selectId}
                aria-label={t(`board.settings.${key}`)}
                value={current}
                onChange={(e) => set(e.target.value)}
              >
                <option value="">{t(`board.settings.${key}`)}</option>
                {classNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            ))}
            <button
              type="button"
              disabled={!canAdd}
              onClick={() => {
                onChange([...pairs, [first, second]]);
                setFirst('');
                setSecond('');
              }}
            >
              {t('board.settings.pairAdd')}
            </button>
          </div>
        </>
      )}
    </Group>
  );
}

export const namePairsKind: FieldKind<NamePairsField> = {
  kind: 'namePairs',
  schema: (f) =>
    z
      .array(
        z
          .array(z.string().min(1).max(NAME_MAX))
          .length(2)
          .refine(([a, b]) => a !== b),
      )
      .max(f.maxItems),
  initial: () => [],
  // Damaged pairs are dropped, the rest kept (each pair once).
  repair: (f, value, fallback) => {
    if (!Array.isArray(value)) return fallback;
    const seen = new Set<string>();
    const pairs: string[][] = [];
    for (const pair of value) {
      if (!Array.isArray(pair) || pair.length !== 2 || !pair.every(isName) || pair[0] === pair[1]) continue;
      const key = pairKey(pair);
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push([pair[0] as string, pair[1] as string]);
    }
    return pairs.slice(0, f.maxItems);
  },
  // The names belong to the source class: a copy starts with none.
  clone: () => [],
  samples: () => ({
    valid: [
      [],
      [['Ada', 'Ben']],
      [
        ['Ada', 'Ben'],
        ['Cem', 'Ada'],
      ],
    ],
    invalid: ['Ada', [['Ada']], [['Ada', 'Ada']], [['Ada', 1]], [['', 'Ben']]],
  }),
  Control,
};
