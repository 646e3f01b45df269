import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { Group } from './controls.tsx';
import { type ControlProps, clamp, type FieldBase, type FieldKind } from './types.ts';

/** Sorted distinct numbers (e.g. the Timer's presets); `minutes` shows seconds as minutes. */
export interface NumberListField extends FieldBase {
  readonly kind: 'numberList';
  readonly min: number;
  readonly max: number;
  readonly maxItems: number;
  readonly display?: 'plain' | 'minutes';
}

function Control({ field, label, value: raw, onChange }: ControlProps<NumberListField>) {
  const { t } = useTranslation();
  const value = Array.isArray(raw) ? (raw as number[]) : [];
  const [draft, setDraft] = useState('');
  const minutes = field.display === 'minutes';
  const format = (v: number) =>
    minutes
      ? v % 60 === 0
        ? t('board.settings.minutesShort', { count: v / 60 })
        : t('board.settings.secondsShort', { count: v })
      : String(v);
  const add = () => {
    const n = Number(draft.replace(',', '.'));
    if (!Number.isFinite(n) || n <= 0) return;
    const v = clamp(Math.round(minutes ? n * 60 : n), field.min, field.max);
    if (!value.includes(v) && value.length < field.maxItems) onChange([...value, v].sort((a, b) => a - b));
    setDraft('');
  };
  return (
    <Group label={label}>
      <ul className="settings-form__chips">
        {value.map((v) => (
          <li key={v}>
            <span>{format(v)}</span>
            <button
              type="button"
              aria-label={t('board.settings.removeItem', { item: format(v) })}
              onClick={() => onChange(value.filter((x) => x !== v))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="settings-form__add">
        <input
          type="number"
          min={0}
          value={draft}
          aria-label={minutes ? t('board.settings.addMinutes') : t('board.settings.addValue')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add();
          }}
        />
        <button type="button" onClick={add} disabled={value.length >= field.maxItems}>
          {t('board.settings.add')}
        </button>
      </div>
    </Group>
  );
}

export const numberListKind: FieldKind<NumberListField> = {
  kind: 'numberList',
  schema: (f) => z.array(z.number().min(f.min).max(f.max)).max(f.maxItems),
  initial: () => [],
  // Entries out of range are dropped, the others stay.
  repair: (f, value, fallback) =>
    Array.isArray(value)
      ? value
          .filter((v): v is number => typeof v === 'number' && v >= f.min && v <= f.max)
          .slice(0, f.maxItems)
      : fallback,
  samples: (f) => ({ valid: [[], [f.min, f.max]], invalid: [[f.max + 1, f.min], 'x', [null]] }),
  Control,
};
