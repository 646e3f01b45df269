import { PRIMARY_AUTHORITY_DUTIES, SECONDARY_AUTHORITY_DUTIES } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { type DictionaryEntry, dictionaryView } from '../sdk/data-dictionary.ts';
import { dutiesToAdopt, schoolDuties } from './school-duties.ts';

const entry = (key: string, label: string, value = '1', edition: DictionaryEntry['edition'] = null) => ({
  name: key,
  displayName: label,
  value,
  description: '',
  edition,
  isStatic: true,
  isChanged: false,
  defaultDisplayName: label,
  defaultValue: value,
});
const list = (items: ReturnType<typeof entry>[]) =>
  dictionaryView([
    {
      id: 'd1c70000-0000-4000-8000-000000000002',
      name: 'class-duties',
      displayName: 'Klassendienste',
      description: '',
      valueType: 'number',
      isStatic: true,
      isChanged: false,
      items,
      creationTime: null,
      lastModificationTime: null,
    },
  ]);
const P = 'PrimaryGradeLevel' as const;
const S = 'SecondaryGradeLevel' as const;
const shippedEntries = [
  ...PRIMARY_AUTHORITY_DUTIES.map((d) =>
    entry(
      d.symbolKey,
      d.label,
      String(d.slots),
      SECONDARY_AUTHORITY_DUTIES.some((s) => s.id === d.id) ? null : P,
    ),
  ),
  ...SECONDARY_AUTHORITY_DUTIES.filter((d) => !PRIMARY_AUTHORITY_DUTIES.some((p) => p.id === d.id)).map((d) =>
    entry(d.symbolKey, d.label, String(d.slots), S),
  ),
];

describe('the school’s Klassendienste', () => {
  it('reads the shipped list as the widget’s own defaults of each edition', () => {
    const dictionary = list(shippedEntries);
    expect(schoolDuties(dictionary, P)).toEqual(PRIMARY_AUTHORITY_DUTIES);
    expect(dutiesToAdopt(PRIMARY_AUTHORITY_DUTIES, dictionary, P)).toBeNull();
    expect(schoolDuties(null, P)).toBeNull();
  });

  it('a new widget takes a renamed or added duty; an edited widget keeps its own', () => {
    const dictionary = list([
      ...shippedEntries.map((e) => (e.name === 'duty.board' ? { ...e, displayName: 'Tafel putzen' } : e)),
      entry('duty.plants', 'Pflanzen gießen', '2'),
    ]);
    const adopted = dutiesToAdopt(PRIMARY_AUTHORITY_DUTIES, dictionary, P);
    expect(adopted?.[0]).toEqual({ id: 'board', label: 'Tafel putzen', symbolKey: 'duty.board', slots: 1 });
    expect(adopted?.at(-1)).toEqual({
      id: 'plants',
      label: 'Pflanzen gießen',
      symbolKey: 'duty.plants',
      slots: 2,
    });
    const edited = PRIMARY_AUTHORITY_DUTIES.map((d, i) => (i === 0 ? { ...d, label: 'Tafel' } : d));
    expect(dutiesToAdopt(edited, dictionary, P)).toBeNull();
  });
});
