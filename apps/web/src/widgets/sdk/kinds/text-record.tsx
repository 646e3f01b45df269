import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { Group } from './controls.tsx';
import { type ControlProps, type FieldBase, type FieldKind, isRecord } from './types.ts';

/** A fixed set of named texts (e.g. the traffic light's three labels). */
export interface TextRecordField<K extends string = string> extends FieldBase {
  readonly kind: 'textRecord';
  readonly keys: readonly K[];
  readonly maxLength: number;
}

function Control({ field, base, label, value, onChange }: ControlProps<TextRecordField>) {
  const { t } = useTranslation();
  const record = isRecord(value) ? value : {};
  return (
    <Group label={label}>
      {field.keys.map((key) => (
        <label key={key} className="settings-form__sub">
          <span>{t(`${base}.keys.${key}`)}</span>
          <input
            type="text"
            value={String(record[key] ?? '')}
            maxLength={field.maxLength}
            onChange={(e) => onChange({ ...record, [key]: e.target.value })}
          />
        </label>
      ))}
    </Group>
  );
}

export const textRecordKind: FieldKind<TextRecordField> = {
  kind: 'textRecord',
  schema: (f) => z.looseObject(Object.fromEntries(f.keys.map((k) => [k, z.string().max(f.maxLength)]))),
  initial: (f) => Object.fromEntries(f.keys.map((k) => [k, ''])),
  // Key by key, like a group of texts.
  repair: (f, value, fallback) => {
    if (!isRecord(value)) return fallback;
    const defaults = isRecord(fallback) ? fallback : {};
    const repaired: Record<string, unknown> = { ...value };
    for (const key of f.keys) {
      const v = value[key];
      repaired[key] = typeof v === 'string' && v.length <= f.maxLength ? v : (defaults[key] ?? '');
    }
    return repaired;
  },
  samples: () => ({ valid: [], invalid: ['x', null, []] }),
  Control,
};
