import {
  type DataDto,
  DataListNames,
  PRIMARY_AUTHORITY_DUTIES,
  SECONDARY_AUTHORITY_DUTIES,
  SHIPPED_DATA_LISTS,
} from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import widgetsCatalogue from '../../i18n/de-DE/widgets.json';
import { EVENT_KEYS } from '../../widgets/CalendarMetacom/rules.ts';
import { familyKeys } from '../../widgets/cards/CardView.tsx';
import { CARD_CATALOGUES, catalogueFor } from '../../widgets/cards/catalogues.ts';
import { dictionaryView } from '../../widgets/sdk/data-dictionary.ts';

const list = (name: string) => SHIPPED_DATA_LISTS.find((l) => l.name === name)!;
const label = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      widgetsCatalogue.widgets.cards.concepts,
    );

/** The server's answer for the shipped lists with some entries changed. */
function answer(change: (items: DataDto['items']) => DataDto['items']): DataDto[] {
  return SHIPPED_DATA_LISTS.map((shipped) => ({
    id: shipped.id,
    name: shipped.name,
    displayName: shipped.displayName,
    description: shipped.description,
    valueType: shipped.valueType,
    isStatic: true,
    isChanged: false,
    creationTime: null,
    lastModificationTime: null,
    items: change(
      shipped.items.map((item) => ({
        ...item,
        description: '',
        isStatic: true,
        isChanged: false,
        defaultDisplayName: item.displayName,
        defaultValue: item.value,
      })),
    ),
  }));
}

describe('the shipped data dictionary and the widget catalogues', () => {
  it('ships the cards’ subjects and methods with their keys, order, editions, colours and labels', () => {
    const edition = (only?: 'P' | 'S') =>
      only === 'P' ? 'PrimaryGradeLevel' : only === 'S' ? 'SecondaryGradeLevel' : null;
    for (const [family, name] of [
      ['subject', DataListNames.Subjects],
      ['method', DataListNames.Methods],
    ] as const) {
      const shipped = list(name).items;
      expect(shipped.map((i) => i.name)).toEqual(CARD_CATALOGUES[family].map((e) => e.key));
      for (const [index, entry] of CARD_CATALOGUES[family].entries()) {
        expect(shipped[index]).toMatchObject({ edition: edition(entry.only), value: entry.color ?? '' });
        expect(shipped[index]?.displayName).toBe(label(entry.key));
      }
    }
  });

  it('ships the calendar’s event symbols and the Klassendienste of both editions', () => {
    expect(list(DataListNames.EventSymbols).items.map((i) => i.name)).toEqual([...EVENT_KEYS]);
    for (const item of list(DataListNames.EventSymbols).items)
      expect(item.displayName).toBe(label(item.name));
    const duties = list(DataListNames.ClassDuties).items;
    for (const [edition, defaults] of [
      ['PrimaryGradeLevel', PRIMARY_AUTHORITY_DUTIES],
      ['SecondaryGradeLevel', SECONDARY_AUTHORITY_DUTIES],
    ] as const) {
      const offered = duties.filter((d) => d.edition === null || d.edition === edition);
      expect(offered.map((d) => [d.name, d.displayName, Number(d.value)])).toEqual(
        defaults.map((d) => [d.symbolKey, d.label, d.slots]),
      );
    }
  });

  it('offers the school’s subjects: renamed keep their key, removed are gone, added follow', () => {
    const dictionary = dictionaryView(
      answer((items) =>
        items
          .filter((i) => i.name !== 'subject.art')
          .map((i) => (i.name === 'subject.math' ? { ...i, displayName: 'Mathe', value: 'green' } : i))
          .concat(
            items[0]?.name === 'subject.german'
              ? [
                  {
                    ...items[0],
                    name: 'subject.chess',
                    displayName: 'Schach',
                    edition: null,
                    isStatic: false,
                  },
                ]
              : [],
          ),
      ),
    );
    const keys = familyKeys('subject', 'PrimaryGradeLevel', dictionary);
    const shipped = catalogueFor('subject', 'PrimaryGradeLevel').map((e) => e.key);
    expect(keys).toEqual([...shipped.filter((k) => k !== 'subject.art'), 'subject.chess']);
    expect(dictionary.labels.get('subject.math')).toBe('Mathe');
    expect(dictionary.values.get('subject.math')).toBe('green');
    // The day plan: the school's subjects, then the parts of the day.
    const plan = familyKeys('timeTable', 'PrimaryGradeLevel', dictionary);
    expect(plan.slice(0, keys.length)).toEqual(keys);
    expect(plan.slice(keys.length)).toEqual(
      catalogueFor('timeTable', 'PrimaryGradeLevel')
        .map((e) => e.key)
        .filter((k) => !k.startsWith('subject.')),
    );
    // Without a dictionary (loading, failed, embed) the shipped catalogue is offered.
    expect(familyKeys('subject', 'PrimaryGradeLevel', null)).toEqual(shipped);
    expect(familyKeys('material', 'PrimaryGradeLevel', dictionary)).toEqual(
      catalogueFor('material', 'PrimaryGradeLevel').map((e) => e.key),
    );
  });
});
