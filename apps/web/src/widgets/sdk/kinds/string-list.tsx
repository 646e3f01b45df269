import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { Group, ItemActions, moveItem } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** A list of short texts (wheel entries, prompts): add, edit, remove, reorder. */
export interface StringListField extends FieldBase {
  readonly kind: 'stringList';
  readonly maxItems: number;
  readonly maxLength: number;
}

function Control({ field, id, label, value, onChange }: ControlProps<StringListField>) {
  const { t } = useTranslation();
  const items = Array.isArray(value) ? (value as string[]) : [];
  const [draft, setDraft] = useState('');
  const full = items.length >= field.maxItems;
  const add = () => {
    if (draft.trim() === '' || full) return;
    onChange([...items, draft.trim()]);
    setDraft('');
  };
  return (
    <Group label={label}>
      <ol className="settings-form__list">
        {items.map((item, index) => (
          <li key={index}>
            <input
              type="text"
              value={item}
              maxLength={field.maxLength}
              aria-label={t('board.settings.itemLabel', { label, number: index + 1 })}
              onChange={(e) => onChange(items.map((x, i) => (i === index ? e.target.value : x)))}
            />
            <ItemActions
              index={index}
              count={items.length}
              name={item || String(index + 1)}
              onMove={(by) => onChange(moveItem(items, index, by))}
              onRemove={() => onChange(items.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      <div className="settings-form__add">
        <input
          id={id}
          type="text"
          value={draft}
          maxLength={field.maxLength}
          aria-label={t('board.settings.addValue')}
          disabled={full}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add();
          }}
        />
        <button type="button" onClick={add} disabled={full}>
          {t('board.settings.add')}
        </button>
      </div>
      {full && (
        <p className="settings-form__hint">{t('board.settings.listFull', { count: field.maxItems })}</p>
      )}
    </Group>
  );
}

export const stringListKind: FieldKind<StringListField> = {
  kind: 'stringList',
  schema: (f) => z.array(z.string().max(f.maxLength)).max(f.maxItems),
  initial: () => [],
  // A damaged entry is dropped, the others stay in their order.
  repair: (f, value, fallback) =>
    Array.isArray(value)
      ? value
          .filter((v): v is string => typeof v === 'string' && v.length <= f.maxLength)
          .slice(0, f.maxItems)
      : fallback,
  samples: (f) => ({
    valid: [[], ['a', 'b']],
    invalid: ['a', [1, 'b'], Array.from({ length: f.maxItems + 1 }, () => 'x')],
  }),
  Control,
};
