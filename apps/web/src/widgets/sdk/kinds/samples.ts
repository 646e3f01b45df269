import type { Field, FieldKindName } from './index.ts';

/**
 * One example field of every kind (the contract suite runs each through schema, repair, clone and
 * the form). Typed by kind name: a new kind does not compile until it has its example here.
 */
export const SAMPLE_FIELDS: { readonly [K in FieldKindName]: Extract<Field, { kind: K }> } = {
  asset: { kind: 'asset', accept: 'image', idKey: 'assetId', maxLength: 4_000 },
  autoNumber: { kind: 'autoNumber', min: 8, max: 200, step: 1 },
  boolean: { kind: 'boolean' },
  classNames: { kind: 'classNames', maxItems: 40 },
  color: { kind: 'color', options: ['white', 'yellow', 'red'], allowEmpty: true },
  colorList: {
    kind: 'colorList',
    length: 3,
    startWith: ['red', 'orange', 'yellow'],
    nullable: true,
  },
  date: { kind: 'date', allowEmpty: true },
  duration: { kind: 'duration', min: 60, max: 3_600, step: 60 },
  enum: { kind: 'enum', options: ['custom', 'classList'] },
  group: {
    kind: 'group',
    fields: { label: { kind: 'text', maxLength: 40 }, slots: { kind: 'number', min: 1, max: 4, step: 1 } },
  },
  longText: { kind: 'longText', maxLength: 500 },
  multiSelect: { kind: 'multiSelect', options: ['predicate', 'subject', 'adverbial'] },
  namePairs: { kind: 'namePairs', maxItems: 20 },
  number: { kind: 'number', min: 1, max: 6, step: 1 },
  numberList: { kind: 'numberList', min: 1, max: 3_600, maxItems: 12, display: 'minutes' },
  numberOrEmpty: { kind: 'numberOrEmpty', min: 2, max: 10, step: 1 },
  objectList: {
    kind: 'objectList',
    maxItems: 5,
    titleKey: 'text',
    fields: {
      date: { kind: 'date' },
      text: { kind: 'text', maxLength: 100 },
      color: { kind: 'color', options: ['blue', 'green'] },
    },
  },
  stringList: { kind: 'stringList', maxItems: 6, maxLength: 30 },
  text: { kind: 'text', maxLength: 200 },
  textRecord: { kind: 'textRecord', keys: ['red', 'yellow', 'green'], maxLength: 40 },
  timeOfDay: { kind: 'timeOfDay' },
};
