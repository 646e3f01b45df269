// The platform data dictionary (spec section 7, /api/platform/datas): curated lists a school can
// adapt. The lists below ship with the product (the widget catalogue's entries); a tenant's edit
// is stored as its own entry and read over the shipped one, entry by entry, so a list the school
// changed still gets the entries a later release adds. Item names are the widgets' concept keys
// (`subject.math`): desktops store keys, so a renamed subject keeps its key and only its label changes.
import type { EffectiveEdition } from '../constants/editions.ts';
import { COLOR_TOKENS, type ColorToken } from '../widgets/common.ts';

/** What an item's `value` holds: nothing, a palette colour token, or a small whole number. */
export type DataValueType = 'none' | 'color' | 'number';
export const DATA_VALUE_TYPES = ['none', 'color', 'number'] as const satisfies readonly DataValueType[];

/** Bounds of a `number` value (the Klassendienste' names per duty). */
export const DATA_NUMBER_VALUE = { min: 1, max: 4 } as const;

/** One entry of a list as it ships. */
export interface ShippedDataItem {
  readonly name: string;
  readonly displayName: string;
  /** '' for lists without values. */
  readonly value: string;
  /** Only in this edition; null for both. */
  readonly edition: EffectiveEdition | null;
}

/** A list as it ships, with a fixed id (the same in every tenant). */
export interface ShippedDataList {
  readonly id: string;
  readonly name: string;
  readonly displayName: string;
  readonly description: string;
  readonly valueType: DataValueType;
  readonly items: readonly ShippedDataItem[];
}

/** Names of the shipped lists the widgets read. */
export const DataListNames = {
  Subjects: 'subjects',
  ClassDuties: 'class-duties',
  Methods: 'methods',
  EventSymbols: 'event-symbols',
} as const;

const P: EffectiveEdition = 'PrimaryGradeLevel';
const S: EffectiveEdition = 'SecondaryGradeLevel';

const item = (
  name: string,
  displayName: string,
  edition: EffectiveEdition | null = null,
  value = '',
): ShippedDataItem => ({ name, displayName, value, edition });

const subject = (
  key: string,
  displayName: string,
  color: ColorToken,
  edition: EffectiveEdition | null = null,
) => item(`subject.${key}`, displayName, edition, color);

/** The shipped lists, in the widget catalogue's order (catalogue 3.2, 3.9). */
export const SHIPPED_DATA_LISTS: readonly ShippedDataList[] = [
  {
    id: 'd1c70000-0000-4000-8000-000000000001',
    name: DataListNames.Subjects,
    displayName: 'Fächer',
    description: 'Die Fächer der Widgets „Fächer“ und „Stundenplan“ mit ihrer Farbe.',
    valueType: 'color',
    items: [
      subject('german', 'Deutsch', 'red'),
      subject('math', 'Mathematik', 'blue'),
      subject('generalStudies', 'Sachunterricht', 'green', P),
      subject('english', 'Englisch', 'orange'),
      subject('french', 'Französisch', 'purple', S),
      subject('latin', 'Latein', 'grey', S),
      subject('spanish', 'Spanisch', 'yellow', S),
      subject('biology', 'Biologie', 'green', S),
      subject('chemistry', 'Chemie', 'purple', S),
      subject('physics', 'Physik', 'blue', S),
      subject('history', 'Geschichte', 'orange', S),
      subject('geography', 'Erdkunde', 'green', S),
      subject('politics', 'Politik', 'red', S),
      subject('economics', 'Wirtschaft', 'yellow', S),
      subject('computerScience', 'Informatik', 'grey', S),
      subject('technology', 'Technik', 'grey', S),
      subject('art', 'Kunst', 'pink'),
      subject('music', 'Musik', 'purple'),
      subject('sport', 'Sport', 'yellow'),
      subject('swimming', 'Schwimmen', 'blue', P),
      subject('religion', 'Religion', 'white'),
      subject('ethics', 'Ethik', 'white'),
      subject('crafts', 'Werken', 'orange', P),
      subject('textiles', 'Textiles Gestalten', 'pink', P),
      subject('support', 'Förderunterricht', 'grey', P),
      subject('club', 'AG', 'yellow', P),
    ],
  },
  {
    id: 'd1c70000-0000-4000-8000-000000000002',
    name: DataListNames.ClassDuties,
    displayName: 'Klassendienste',
    description:
      'Die Dienste, mit denen ein neues Widget „Klassendienste“ beginnt; der Wert ist die Zahl der Namen je Dienst.',
    valueType: 'number',
    items: [
      item('duty.board', 'Tafeldienst', null, '1'),
      item('duty.tidy', 'Ordnungsdienst', null, '1'),
      item('duty.handOut', 'Austeildienst', P, '2'),
      item('duty.flowers', 'Blumendienst', P, '1'),
      item('duty.waste', 'Mülldienst', null, '1'),
      item('duty.light', 'Lichtdienst', P, '1'),
      item('duty.window', 'Fensterdienst', P, '1'),
      item('duty.breakGames', 'Pausenspiele', P, '1'),
      item('duty.airing', 'Lüftungsdienst', S, '1'),
      item('duty.classBook', 'Klassenbuchdienst', S, '1'),
      item('duty.technology', 'Technikdienst', S, '1'),
    ],
  },
  {
    id: 'd1c70000-0000-4000-8000-000000000003',
    name: DataListNames.Methods,
    displayName: 'Methoden',
    description: 'Die Methodenkarten des Widgets „Methoden“.',
    valueType: 'none',
    items: [
      item('method.thinkPairShare', 'Ich – Du – Wir'),
      item('method.placemat', 'Placemat'),
      item('method.jigsaw', 'Gruppenpuzzle'),
      item('method.innerOuterCircle', 'Kugellager'),
      item('method.galleryWalk', 'Galeriegang'),
      item('method.flashlight', 'Blitzlicht'),
      item('method.learningTempoDuet', 'Lerntempoduett'),
      item('method.partnerInterview', 'Partnerinterview'),
      item('method.learningStations', 'Stationenlernen'),
      item('method.fishbowl', 'Fishbowl', S),
      item('method.mindmap', 'Mindmap', S),
      item('method.brainstorming', 'Brainstorming', S),
    ],
  },
  {
    id: 'd1c70000-0000-4000-8000-000000000004',
    name: DataListNames.EventSymbols,
    displayName: 'Ereignissymbole',
    description: 'Die Ereignisse, die „Kalender (Symbole)“ an einem Tag anbietet.',
    valueType: 'none',
    items: [
      item('event.sport', 'Sport'),
      item('event.swimming', 'Schwimmen'),
      item('event.trip', 'Ausflug'),
      item('event.birthday', 'Geburtstag'),
      item('event.holidays', 'Ferien'),
      item('event.therapy', 'Therapie'),
    ],
  },
];

/** The shipped list of an id, or undefined. */
export function shippedDataList(id: string): ShippedDataList | undefined {
  return SHIPPED_DATA_LISTS.find((list) => list.id === id);
}

/** The shipped list of a name (case-insensitive), or undefined. */
export function shippedDataListByName(name: string): ShippedDataList | undefined {
  const lower = name.toLowerCase();
  return SHIPPED_DATA_LISTS.find((list) => list.name === lower);
}

/** A tenant's stored entry of a list: its own item, or its change of a shipped one. */
export interface StoredDataItem {
  readonly name: string;
  readonly displayName: string;
  readonly value: string;
  readonly description: string;
  readonly edition: EffectiveEdition | null;
  /** A shipped item the tenant took out of the list (kept so that it can be put back). */
  readonly removed: boolean;
}

/** An item as read: the tenant's entry over the shipped one. */
export interface MergedDataItem {
  readonly name: string;
  readonly displayName: string;
  readonly value: string;
  readonly description: string;
  readonly edition: EffectiveEdition | null;
  /** The shipped entry of this name (for "Standard wiederherstellen"), null for the tenant's own. */
  readonly shipped: ShippedDataItem | null;
  /** True when the tenant's entry differs from the shipped one (always for its own items). */
  readonly changed: boolean;
}

/**
 * The items of a list as a tenant reads them: the shipped items in their order, each replaced by the
 * tenant's entry of the same name (and left out when the tenant removed it), then the tenant's own
 * items in their stored order.
 */
export function mergeDataItems(
  shipped: readonly ShippedDataItem[],
  stored: readonly StoredDataItem[],
): MergedDataItem[] {
  const byName = new Map(stored.map((entry) => [entry.name, entry]));
  const result: MergedDataItem[] = [];
  for (const base of shipped) {
    const mine = byName.get(base.name);
    if (mine?.removed) continue;
    if (!mine) {
      result.push({ ...base, description: '', shipped: base, changed: false });
      continue;
    }
    result.push({
      name: base.name,
      displayName: mine.displayName,
      value: mine.value,
      description: mine.description,
      edition: mine.edition,
      shipped: base,
      changed:
        mine.displayName !== base.displayName ||
        mine.value !== base.value ||
        mine.edition !== base.edition ||
        mine.description !== '',
    });
  }
  const shippedNames = new Set(shipped.map((s) => s.name));
  for (const mine of stored) {
    if (shippedNames.has(mine.name) || mine.removed) continue;
    result.push({
      name: mine.name,
      displayName: mine.displayName,
      value: mine.value,
      description: mine.description,
      edition: mine.edition,
      shipped: null,
      changed: true,
    });
  }
  return result;
}

/** German message when a value does not fit the list's value type, or null when it does. */
export function dataValueProblem(valueType: DataValueType, value: string): string | null {
  if (valueType === 'none') return value === '' ? null : 'Diese Liste hat keine Werte.';
  if (valueType === 'color') {
    return (COLOR_TOKENS as readonly string[]).includes(value)
      ? null
      : `Die Farbe ist eine von: ${COLOR_TOKENS.join(', ')}.`;
  }
  const n = Number(value);
  return /^\d+$/.test(value) && n >= DATA_NUMBER_VALUE.min && n <= DATA_NUMBER_VALUE.max
    ? null
    : `Der Wert ist eine ganze Zahl von ${DATA_NUMBER_VALUE.min} bis ${DATA_NUMBER_VALUE.max}.`;
}

/** The items of a merged list offered in an edition (those of both editions and of this one). */
export function dataItemsFor<T extends { edition: EffectiveEdition | null }>(
  items: readonly T[],
  edition: EffectiveEdition,
): T[] {
  return items.filter((entry) => entry.edition === null || entry.edition === edition);
}
