import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { Group, ItemActions, moveItem } from './controls.tsx';
import { type ControlProps, type FieldBase, type FieldKind, type FieldShape, isRecord } from './types.ts';

/** A list of objects (wheel segments, duties, events, doors): add, remove, reorder, at most maxItems. */
export interface ObjectListField<N extends FieldShape = FieldShape> extends FieldBase {
  readonly kind: 'objectList';
  readonly fields: Readonly<Record<string, N>>;
  readonly maxItems: number;
  /** The member whose value names an item in the list (its label, text, ...). */
  readonly titleKey?: string;
}

function Control({ field, label, base, value, onChange, renderFields, ops }: ControlProps<ObjectListField>) {
  const { t } = useTranslation();
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const full = items.length >= field.maxItems;
  const name = (item: Record<string, unknown>, index: number) => {
    const title = field.titleKey ? item[field.titleKey] : undefined;
    return typeof title === 'string' && title !== '' ? title : String(index + 1);
  };
  return (
    <Group label={label}>
      <ol className="settings-form__list settings-form__list--objects">
        {items.map((item, index) => (
          <li key={index}>
            <fieldset className="settings-form__item">
              <legend>{t('board.settings.itemLabel', { label, number: index + 1 })}</legend>
              {renderFields(
                field.fields,
                item,
                (next) => onChange(items.map((x, i) => (i === index ? next : x))),
                `${base}.fields`,
              )}
              <ItemActions
                index={index}
                count={items.length}
                name={name(item, index)}
                onMove={(by) => onChange(moveItem(items, index, by))}
                onRemove={() => onChange(items.filter((_, i) => i !== index))}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="settings-form__add-item"
        disabled={full}
        onClick={() =>
          onChange([...items, ops.initial({ kind: 'group', fields: field.fields } as FieldShape)])
        }
      >
        {t('board.settings.add')}
      </button>
      {full && (
        <p className="settings-form__hint">{t('board.settings.listFull', { count: field.maxItems })}</p>
      )}
    </Group>
  );
}

export const objectListKind: FieldKind<ObjectListField> = {
  kind: 'objectList',
  schema: (f, ops) =>
    z
      .array(z.looseObject(Object.fromEntries(Object.entries(f.fields).map(([k, g]) => [k, ops.schema(g)]))))
      .max(f.maxItems),
  initial: () => [],
  // Item by item and key by key; a non-object item is dropped, the rest keep their order.
  repair: (f, value, fallback, ops) => {
    if (!Array.isArray(value)) return fallback;
    const item = { kind: 'group', fields: f.fields } as FieldShape;
    const empty = ops.initial(item);
    return value
      .filter(isRecord)
      .slice(0, f.maxItems)
      .map((entry) => ops.repair(item, entry, empty));
  },
  clone: (f, value, ops) =>
    Array.isArray(value)
      ? value.map((entry) => ops.clone({ kind: 'group', fields: f.fields } as FieldShape, entry))
      : value,
  samples: (f) => ({
    valid: [[]],
    invalid: ['x', [1, 2], Array.from({ length: f.maxItems + 1 }, () => ({}))],
  }),
  Control,
};
