import { defaultExtraSettings } from '@tafino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../sdk/fields.ts';
import { loadWidgetData, newWidgetData } from '../sdk/stored.ts';
import { calendarDefinition } from './definition.ts';
import { easterSunday, FEDERAL_STATES, holidaysOf } from './holidays.ts';
import { addMonths, din5008, isoDay, isoWeek, monthGrid } from './month.ts';

const names = (year: number, state: string) =>
  Object.fromEntries(holidaysOf(year, state).map((h) => [h.date, h.key]));

describe('Calendar definition', () => {
  it('has the catalogue defaults: week numbers in Sekundarstufe only, holidays on, no entries', () => {
    expect(newWidgetData(calendarDefinition, 'PrimaryGradeLevel').settings).toEqual({
      federalState: '',
      showHolidays: true,
      showWeekNumbers: false,
      events: [],
    });
    expect(newWidgetData(calendarDefinition, 'SecondaryGradeLevel').settings).toMatchObject({
      showWeekNumbers: true,
    });
    expect(newWidgetData(calendarDefinition, 'PrimaryGradeLevel').componentData).toEqual({
      visibleMonth: '',
    });
    expect(calendarDefinition.info.defaultSize.PrimaryGradeLevel).toEqual({ width: 360, height: 320 });
    expect(calendarDefinition.info.editions).toEqual(['PrimaryGradeLevel', 'SecondaryGradeLevel']);
  });

  it('validates entries and the shown month; a damaged entry keeps its siblings', () => {
    const schema = settingsSchema(calendarDefinition.settings.fields);
    const good = defaultExtraSettings('Calendar', 'PrimaryGradeLevel');
    const event = { date: '2025-10-13', text: 'Herbstferien', color: 'orange' };
    expect(schema.safeParse({ ...good, events: [event] }).success).toBe(true);
    expect(schema.safeParse({ ...good, events: [{ ...event, date: '13.10.2025' }] }).success).toBe(false);
    const loaded = loadWidgetData(
      calendarDefinition,
      {
        widgetComponentData: { visibleMonth: '2025-13' },
        widgetSettingsData: {
          extraSettings: { federalState: 'BY', events: [event, { ...event, color: 'mauve' }] },
          settingsVersion: 1,
        },
      },
      'PrimaryGradeLevel',
    );
    expect(loaded.settings.events).toEqual([event, { ...event, color: 'white' }]);
    expect(loaded.settings.federalState).toBe('BY');
    expect(loaded.componentData.visibleMonth).toBe('');
  });
});

describe('public holidays', () => {
  it('computes Easter Sunday (known dates)', () => {
    expect(easterSunday(2024)).toEqual([3, 31]);
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2038)).toEqual([4, 25]);
    expect(easterSunday(2285)).toEqual([3, 22]);
  });

  it('names the nationwide holidays of 2025, Easter-based ones included', () => {
    expect(names(2025, '')).toEqual({
      '2025-01-01': 'newYear',
      '2025-04-18': 'goodFriday',
      '2025-04-21': 'easterMonday',
      '2025-05-01': 'labourDay',
      '2025-05-29': 'ascension',
      '2025-06-09': 'whitMonday',
      '2025-10-03': 'unityDay',
      '2025-12-25': 'christmasDay',
      '2025-12-26': 'boxingDay',
    });
  });

  it('adds the state ones: 01.11. is Allerheiligen in BY, not in HH; Buß- und Bettag in SN', () => {
    expect(names(2025, 'BY')['2025-11-01']).toBe('allSaints');
    expect(names(2025, 'HH')['2025-11-01']).toBeUndefined();
    expect(names(2025, 'HH')['2025-10-31']).toBe('reformationDay');
    expect(names(2025, 'SN')['2025-11-19']).toBe('repentanceDay');
    expect(names(2024, 'SN')['2024-11-20']).toBe('repentanceDay');
    expect(names(2025, 'BY')['2025-06-19']).toBe('corpusChristi');
    expect(names(2025, 'XX')).toEqual(names(2025, ''));
  });

  it('every state has the nationwide holidays, each on a real date of the year, Buß- und Bettag a Wednesday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2200 }),
        fc.constantFrom('', ...FEDERAL_STATES),
        (year, state) => {
          const list = holidaysOf(year, state);
          const nationwide = holidaysOf(year, '');
          for (const h of nationwide) expect(list).toContainEqual(h);
          for (const h of list) {
            expect(h.date.startsWith(`${year}-`)).toBe(true);
            expect(isoDay(new Date(`${h.date}T12:00`))).toBe(h.date);
            if (h.key === 'repentanceDay') expect(new Date(`${h.date}T12:00`).getDay()).toBe(3);
            if (h.key === 'goodFriday') expect(new Date(`${h.date}T12:00`).getDay()).toBe(5);
          }
        },
      ),
    );
  });
});

describe('month grid', () => {
  it('September 2025 starts on Monday 01.09. and ends with Sunday 05.10.; 10.09.2025 is KW 37', () => {
    const weeks = monthGrid('2025-09');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]?.day).toBe('2025-09-01');
    expect(weeks[4]?.[6]?.day).toBe('2025-10-05');
    expect(isoWeek('2025-09-10')).toBe(37);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(din5008('2025-09-10')).toBe('10.09.2025');
  });

  it('holds every day of the month once, in weeks from Monday to Sunday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        const weeks = monthGrid(key);
        const days = weeks.flat();
        const inMonth = days.filter((d) => d.inMonth);
        expect(inMonth.length).toBe(new Date(year, month, 0).getDate());
        expect(inMonth.map((d) => d.dayOfMonth)).toEqual(inMonth.map((_, i) => i + 1));
        for (const week of weeks) {
          expect(week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
          expect(new Date(`${week[0]?.day}T12:00`).getDay()).toBe(1);
        }
        expect(addMonths(addMonths(key, 13), -13)).toBe(key);
      }),
    );
  });
});
