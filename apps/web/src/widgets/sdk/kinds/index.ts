import type { z } from 'zod';
import { type AssetField, assetKind } from './asset.tsx';
import { type AutoNumberField, autoNumberKind } from './auto-number.tsx';
import { type BooleanField, booleanKind } from './boolean.tsx';
import { type ClassNamesField, classNamesKind } from './class-names.tsx';
import { type ColorField, colorKind } from './color.tsx';
import { type ColorListField, colorListKind } from './color-list.tsx';
import { type DateField, dateKind } from './date.tsx';
import { type DurationField, durationKind } from './duration.tsx';
import { type EnumField, enumKind } from './enum.tsx';
import { type GroupField, groupKind } from './group.tsx';
import { type LongTextField, longTextKind } from './long-text.tsx';
import { type MultiSelectField, multiSelectKind } from './multi-select.tsx';
import { type NamePairsField, namePairsKind } from './name-pairs.tsx';
import { type NumberField, numberKind } from './number.tsx';
import { type NumberListField, numberListKind } from './number-list.tsx';
import { type NumberOrEmptyField, numberOrEmptyKind } from './number-or-empty.tsx';
import { type ObjectListField, objectListKind } from './object-list.tsx';
import { type StringListField, stringListKind } from './string-list.tsx';
import { type TextField, textKind } from './text.tsx';
import { type TextRecordField, textRecordKind } from './text-record.tsx';
import { type TimeOfDayField, timeOfDayKind } from './time-of-day.tsx';
import type { FieldKind, FieldShape, KindOps } from './types.ts';

export type {
  AssetField,
  AutoNumberField,
  BooleanField,
  ClassNamesField,
  ColorField,
  ColorListField,
  DateField,
  DurationField,
  EnumField,
  GroupField,
  LongTextField,
  MultiSelectField,
  NamePairsField,
  NumberField,
  NumberListField,
  NumberOrEmptyField,
  ObjectListField,
  StringListField,
  TextField,
  TextRecordField,
  TimeOfDayField,
};

/** Any settings field. */
export type Field =
  | AssetField
  | AutoNumberField
  | BooleanField
  | ClassNamesField
  | ColorField
  | ColorListField
  | DateField
  | DurationField
  | EnumField
  | GroupField<Field>
  | LongTextField
  | MultiSelectField
  | NamePairsField
  | NumberField
  | NumberListField
  | NumberOrEmptyField
  | ObjectListField<Field>
  | StringListField
  | TextField
  | TextRecordField
  | TimeOfDayField;

export type FieldKindName = Field['kind'];

type Registry = { readonly [K in FieldKindName]: FieldKind<Extract<Field, { kind: K }>> };

/** Every field kind, one module each: adding a kind is one module plus one line here. */
export const FIELD_KINDS: Registry = {
  asset: assetKind,
  autoNumber: autoNumberKind,
  boolean: booleanKind,
  classNames: classNamesKind,
  color: colorKind,
  colorList: colorListKind,
  date: dateKind,
  duration: durationKind,
  enum: enumKind,
  group: groupKind as FieldKind<GroupField<Field>>,
  longText: longTextKind,
  multiSelect: multiSelectKind,
  namePairs: namePairsKind,
  number: numberKind,
  numberList: numberListKind,
  numberOrEmpty: numberOrEmptyKind,
  objectList: objectListKind as FieldKind<ObjectListField<Field>>,
  stringList: stringListKind,
  text: textKind,
  textRecord: textRecordKind,
  timeOfDay: timeOfDayKind,
};

/** The kind module of a field. */
export function kindOf(f: FieldShape): FieldKind<FieldShape> {
  return FIELD_KINDS[f.kind as FieldKindName] as unknown as FieldKind<FieldShape>;
}

// Schemas are built once per field description (the load path runs for every widget of a board).
const schemas = new WeakMap<FieldShape, z.ZodType>();

/** The registry's operations, handed to kinds that nest fields. */
export const fieldOps: KindOps = {
  schema(f) {
    let schema = schemas.get(f);
    if (!schema) {
      schema = kindOf(f).schema(f, fieldOps);
      schemas.set(f, schema);
    }
    return schema;
  },
  initial: (f) => kindOf(f).initial(f, fieldOps),
  repair(f, value, fallback) {
    const kind = kindOf(f);
    if (fieldOps.schema(f).safeParse(value).success) return value;
    const repaired = kind.repair ? kind.repair(f, value, fallback, fieldOps) : fallback;
    // A repair that still fails (e.g. a damaged fallback) ends at the kind's empty value.
    if (fieldOps.schema(f).safeParse(repaired).success) return repaired;
    return fieldOps.schema(f).safeParse(fallback).success ? fallback : fieldOps.initial(f);
  },
  clone: (f, value) => {
    const kind = kindOf(f);
    return kind.clone ? kind.clone(f, value, fieldOps) : value;
  },
};
