import { COLOR_TOKENS, type ColorToken, isSafeUrl, UNSAFE_URL_MESSAGE } from '@tafino/shared';
import { z } from 'zod';
import type { SettingsEditorLoader } from './view-types.ts';

// The settings DSL: a widget describes each extraSettings key once; the zod schema, the defaults
// (bound to the shared per-type defaults) and the settings form are all derived from it.

interface FieldBase {
  /** Not shown in the settings form (edited on the widget itself, e.g. the note's text). */
  readonly hidden?: boolean;
  /**
   * A widget's own settings part (lazily loaded, e.g. Media's upload/link chooser) shown in this
   * field's place instead of the derived control. The value is still validated by the field.
   */
  readonly editor?: SettingsEditorLoader;
}

export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
}

export interface NumberField extends FieldBase {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** How the form shows the value; the stored value is always the raw number. */
  readonly display?: 'plain' | 'minutes';
}

export interface AutoNumberField extends FieldBase {
  readonly kind: 'autoNumber';
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export interface EnumField<T extends string = string> extends FieldBase {
  readonly kind: 'enum';
  readonly options: readonly T[];
}

export interface TextField extends FieldBase {
  readonly kind: 'text';
  readonly maxLength: number;
  readonly multiline?: boolean;
  /**
   * The value is a URL that is rendered (img/audio/video src, link, frame): valid only when the
   * shared rule `isSafeUrl` accepts it (http(s) or the app's own files). Name such keys `url` or
   * `…Url`: the server checks them by that name.
   */
  readonly url?: boolean;
}

export interface ColorField extends FieldBase {
  readonly kind: 'color';
  readonly options: readonly ColorToken[];
}

export interface NumberListField extends FieldBase {
  readonly kind: 'numberList';
  readonly min: number;
  readonly max: number;
  readonly maxItems: number;
  readonly display?: 'plain' | 'minutes';
}

export interface TextRecordField<K extends string = string> extends FieldBase {
  readonly kind: 'textRecord';
  readonly keys: readonly K[];
  readonly maxLength: number;
}

/** An object value (e.g. one side of a FlipCard): one field per key. */
export interface GroupField extends FieldBase {
  readonly kind: 'group';
  readonly fields: Readonly<Record<string, Field>>;
}

/** Any settings field. */
export type Field =
  | GroupField
  | BooleanField
  | NumberField
  | AutoNumberField
  | EnumField
  | TextField
  | ColorField
  | NumberListField
  | TextRecordField;

/** The field kinds that can describe a settings value of type T. */
export type FieldFor<T> = [T] extends [boolean]
  ? BooleanField
  : [T] extends [number]
    ? NumberField
    : [T] extends ['auto' | number]
      ? AutoNumberField
      : [T] extends [ColorToken]
        ? ColorField | EnumField<T>
        : [T] extends [string]
          ? string extends T
            ? TextField
            : EnumField<T>
          : [T] extends [number[]]
            ? NumberListField
            : [T] extends [Record<string, string>]
              ? TextRecordField<Extract<keyof T, string>>
              : [T] extends [object]
                ? GroupField
                : never;

/** One field per key of the settings type, nothing more, nothing less. */
export type FieldsFor<S> = { readonly [K in keyof S]-?: FieldFor<S[K]> };

/** Field builders. */
export const field = {
  boolean: (options: FieldBase = {}): BooleanField => ({ kind: 'boolean', ...options }),
  number: (options: Omit<NumberField, 'kind'>): NumberField => ({ kind: 'number', ...options }),
  autoNumber: (options: Omit<AutoNumberField, 'kind'>): AutoNumberField => ({
    kind: 'autoNumber',
    ...options,
  }),
  enum: <T extends string>(options: readonly T[], base: FieldBase = {}): EnumField<T> => ({
    kind: 'enum',
    options,
    ...base,
  }),
  text: (options: Omit<TextField, 'kind'>): TextField => ({ kind: 'text', ...options }),
  /** A URL setting (see TextField.url): unsafe stored values are invalid and so never rendered. */
  url: (options: Omit<TextField, 'kind' | 'url' | 'multiline'>): TextField => ({
    kind: 'text',
    url: true,
    ...options,
  }),
  color: (options: Partial<Omit<ColorField, 'kind'>> = {}): ColorField => ({
    kind: 'color',
    options: COLOR_TOKENS,
    ...options,
  }),
  numberList: (options: Omit<NumberListField, 'kind'>): NumberListField => ({
    kind: 'numberList',
    ...options,
  }),
  textRecord: <K extends string>(keys: readonly K[], options: { maxLength: number } & FieldBase) =>
    ({ kind: 'textRecord', keys, ...options }) as TextRecordField<K>,
  /** Call with the value type (`field.group<FlipCardSide>({...})`) so every key gets a field. */
  group: <T>(fields: FieldsFor<T>, base: FieldBase = {}): GroupField => ({
    kind: 'group',
    fields,
    ...base,
  }),
};

function numberSchema(min: number, max: number, step: number): z.ZodNumber {
  const base = z.number().min(min).max(max);
  return Number.isInteger(step) ? base.int() : base;
}

/** The zod schema that validates one field's value. */
export function fieldSchema(f: Field): z.ZodType {
  switch (f.kind) {
    case 'boolean':
      return z.boolean();
    case 'number':
      return numberSchema(f.min, f.max, f.step);
    case 'autoNumber':
      return z.union([z.literal('auto'), numberSchema(f.min, f.max, f.step)]);
    case 'enum':
      return z.enum(f.options as [string, ...string[]]);
    case 'text':
      return f.url
        ? z.string().max(f.maxLength).refine(isSafeUrl, UNSAFE_URL_MESSAGE)
        : z.string().max(f.maxLength);
    case 'color':
      return z.enum(f.options as [string, ...string[]]);
    case 'numberList':
      return z.array(z.number().min(f.min).max(f.max)).max(f.maxItems);
    case 'textRecord':
      return z.object(Object.fromEntries(f.keys.map((k) => [k, z.string().max(f.maxLength)])));
    case 'group':
      return z.looseObject(Object.fromEntries(Object.entries(f.fields).map(([k, g]) => [k, fieldSchema(g)])));
  }
}

/** The zod schema of a whole settings object; unknown keys pass through (catalogue 1.2). */
export function settingsSchema(fields: Readonly<Record<string, Field>>): z.ZodType<Record<string, unknown>> {
  return z.looseObject(Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, fieldSchema(f)])));
}
