import { z } from 'zod';
import { Group } from './controls.tsx';
import { type FieldBase, type FieldKind, type FieldShape, isRecord } from './types.ts';

/** An object value (e.g. one side of a FlipCard): one field per key; unknown keys are kept. */
export interface GroupField<N extends FieldShape = FieldShape> extends FieldBase {
  readonly kind: 'group';
  readonly fields: Readonly<Record<string, N>>;
}

export const groupKind: FieldKind<GroupField> = {
  kind: 'group',
  schema: (f, ops) =>
    z.looseObject(Object.fromEntries(Object.entries(f.fields).map(([k, g]) => [k, ops.schema(g)]))),
  initial: (f, ops) => Object.fromEntries(Object.entries(f.fields).map(([k, g]) => [k, ops.initial(g)])),
  // Key by key: one bad member takes only itself back to its default.
  repair: (f, value, fallback, ops) => {
    if (!isRecord(value)) return fallback;
    const defaults = isRecord(fallback) ? fallback : {};
    const repaired: Record<string, unknown> = { ...value };
    for (const [key, sub] of Object.entries(f.fields)) {
      repaired[key] = ops.repair(sub, value[key], key in defaults ? defaults[key] : ops.initial(sub));
    }
    return repaired;
  },
  clone: (f, value, ops) => {
    if (!isRecord(value)) return value;
    const result: Record<string, unknown> = { ...value };
    for (const [key, sub] of Object.entries(f.fields)) result[key] = ops.clone(sub, value[key]);
    return result;
  },
  samples: () => ({ valid: [], invalid: ['x', null, []] }),
  Control: ({ field, label, base, value, onChange, renderFields }) => (
    <Group label={label}>
      {renderFields(field.fields, isRecord(value) ? value : {}, onChange, `${base}.fields`)}
    </Group>
  ),
};
