import { COLOR_TOKENS, type ColorToken } from '@tafino/shared';
import { z } from 'zod';
import {
  type AssetField,
  type AutoNumberField,
  type BooleanField,
  type ClassNamesField,
  type ColorField,
  type ColorListField,
  type DateField,
  type DurationField,
  type EnumField,
  type Field,
  fieldOps,
  type GroupField,
  type LongTextField,
  type MultiSelectField,
  type NamePairsField,
  type NumberField,
  type NumberListField,
  type NumberOrEmptyField,
  type ObjectListField,
  type StringListField,
  type TextField,
  type TextRecordField,
  type TimeOfDayField,
} from './kinds/index.ts';
import type { FieldBase } from './kinds/types.ts';

// The settings DSL: a widget describes each extraSettings key once; the zod schema, the defaults
// (bound to the shared per-type defaults), the repair of damaged data, the clone rule and the
// settings form are all derived from it, each by the field's kind (sdk/kinds, one module per kind).

export type * from './kinds/index.ts';

/** The field kinds that can describe a settings value of type T. */
export type FieldFor<T> = [T] extends [boolean]
  ? BooleanField
  : [T] extends [number]
    ? NumberField | DurationField
    : [T] extends [number | null]
      ? NumberOrEmptyField
      : [T] extends ['auto' | number]
        ? AutoNumberField
        : [T] extends [ColorToken]
          ? ColorField | EnumField<T>
          : [T] extends [ColorToken | null]
            ? ColorField
            : [T] extends [string]
              ? string extends T
                ? TextField | LongTextField | DateField | TimeOfDayField | AssetField
                : EnumField<T>
              : [T] extends [number[]]
                ? NumberListField
                : [T] extends [string[][]]
                  ? NamePairsField
                  : [T] extends [string[]]
                    ? string[] extends T
                      ? StringListField | ClassNamesField
                      : MultiSelectField<T extends (infer E extends string)[] ? E : never>
                    : [T] extends [Record<string, unknown>[]]
                      ? ObjectListField<Field>
                      : [T] extends [Record<string, string>]
                        ? TextRecordField<Extract<keyof T, string>> | GroupField<Field>
                        : [T] extends [object]
                          ? GroupField<Field>
                          : [T] extends [ColorToken[] | null]
                            ? ColorListField
                            : [T] extends [string | null]
                              ? DateField
                              : never;

/** One field per key of the settings type, nothing more, nothing less. */
export type FieldsFor<S> = { readonly [K in keyof S]-?: FieldFor<S[K]> };

type Options<F extends Field> = Omit<F, 'kind'>;

/** Field builders, one per kind. */
export const field = {
  boolean: (options: FieldBase = {}): BooleanField => ({ kind: 'boolean', ...options }),
  text: (options: Options<TextField>): TextField => ({ kind: 'text', ...options }),
  longText: (options: Options<LongTextField>): LongTextField => ({ kind: 'longText', ...options }),
  /** A URL setting typed in as text (see TextField.url): unsafe stored values are never rendered. */
  url: (options: Omit<TextField, 'kind' | 'url'>): TextField => ({ kind: 'text', url: true, ...options }),
  number: (options: Options<NumberField>): NumberField => ({ kind: 'number', ...options }),
  numberOrEmpty: (options: Options<NumberOrEmptyField>): NumberOrEmptyField => ({
    kind: 'numberOrEmpty',
    ...options,
  }),
  autoNumber: (options: Options<AutoNumberField>): AutoNumberField => ({ kind: 'autoNumber', ...options }),
  duration: (options: Options<DurationField>): DurationField => ({ kind: 'duration', ...options }),
  enum: <T extends string>(options: readonly T[], base: FieldBase = {}): EnumField<T> => ({
    kind: 'enum',
    options,
    ...base,
  }),
  multiSelect: <T extends string>(options: readonly T[], base: FieldBase = {}): MultiSelectField<T> => ({
    kind: 'multiSelect',
    options,
    ...base,
  }),
  color: (options: Partial<Options<ColorField>> = {}): ColorField => ({
    kind: 'color',
    options: COLOR_TOKENS,
    ...options,
  }),
  /** A fixed number of colours (`ColorToken[]`, or null with `nullable` for the default colours). */
  colorList: (options: Options<ColorListField>): ColorListField => ({ kind: 'colorList', ...options }),
  date: (options: Options<DateField> = {}): DateField => ({ kind: 'date', ...options }),
  timeOfDay: (options: FieldBase = {}): TimeOfDayField => ({ kind: 'timeOfDay', ...options }),
  numberList: (options: Options<NumberListField>): NumberListField => ({ kind: 'numberList', ...options }),
  stringList: (options: Options<StringListField>): StringListField => ({ kind: 'stringList', ...options }),
  textRecord: <K extends string>(keys: readonly K[], options: { maxLength: number } & FieldBase) =>
    ({ kind: 'textRecord', keys, ...options }) as TextRecordField<K>,
  /** Call with the value type (`field.group<FlipCardSide>({...})`) so every key gets a field. */
  group: <T>(fields: FieldsFor<T>, base: FieldBase = {}): GroupField<Field> => ({
    kind: 'group',
    fields: fields as Readonly<Record<string, Field>>,
    ...base,
  }),
  /** Call with the item type (`field.objectList<Duty>({...}, { maxItems })`) so every key gets a field. */
  objectList: <T>(
    fields: FieldsFor<T>,
    options: { maxItems: number; titleKey?: Extract<keyof T, string> } & FieldBase,
  ): ObjectListField<Field> => ({
    kind: 'objectList',
    fields: fields as Readonly<Record<string, Field>>,
    ...options,
  }),
  asset: (options: Options<AssetField>): AssetField => ({ kind: 'asset', ...options }),
  classNames: (options: Options<ClassNamesField>): ClassNamesField => ({ kind: 'classNames', ...options }),
  /** Pairs of two class-list names (`string[][]`), e.g. "Nicht zusammen"; a copy starts empty. */
  namePairs: (options: Options<NamePairsField>): NamePairsField => ({ kind: 'namePairs', ...options }),
};

/** The zod schema that validates one field's value. */
export function fieldSchema(f: Field): z.ZodType {
  return fieldOps.schema(f);
}

/** The zod schema of a whole settings object; unknown keys pass through (catalogue 1.2). */
export function settingsSchema(fields: Readonly<Record<string, Field>>): z.ZodType<Record<string, unknown>> {
  return z.looseObject(Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, fieldSchema(f)])));
}

/**
 * Settings with every field repaired key by key at every depth: a valid value stays, a damaged one
 * is replaced by its default (a group or list item only in the damaged member); unknown keys stay.
 */
export function repairSettings(
  fields: Readonly<Record<string, Field>>,
  settings: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const repaired: Record<string, unknown> = { ...settings };
  for (const [key, f] of Object.entries(fields)) {
    repaired[key] = fieldOps.repair(f, settings[key], key in defaults ? defaults[key] : fieldOps.initial(f));
  }
  return repaired;
}

/** Settings as a copied desktop gets them: each field's kind applies its clone rule (class names emptied). */
export function cloneSettings(
  fields: Readonly<Record<string, Field>>,
  settings: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...settings };
  for (const [key, f] of Object.entries(fields))
    if (key in settings) result[key] = fieldOps.clone(f, settings[key]);
  return result;
}

/** True when the field is shown for these sibling values (its `showIf`, if any, holds). */
export function isShown(f: Field, values: Readonly<Record<string, unknown>>): boolean {
  if (f.hidden) return false;
  return !f.showIf || f.showIf.is.includes(values[f.showIf.key]);
}
