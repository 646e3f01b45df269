import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addEvent,
  DEFAULT_WEEKDAY_COLORS,
  dinDate,
  eventsOn,
  shownDays,
  weekdayColors,
  weekdayOf,
  weekOf,
} from './rules.ts';

describe('Kalender (Symbole) rules (catalogue 3.9)', () => {
  it('the week of Wednesday 10.09.2025 runs from Monday 08.09. to Sunday 14.09.', () => {
    expect(weekdayOf('2025-09-10')).toBe(2);
    expect(weekOf('2025-09-10')).toEqual([
      '2025-09-08',
      '2025-09-09',
      '2025-09-10',
      '2025-09-11',
      '2025-09-12',
      '2025-09-13',
      '2025-09-14',
    ]);
    expect(shownDays('2025-09-10', 'week', false)).toHaveLength(5);
    expect(shownDays('2025-09-14', 'week', false)).toEqual(weekOf('2025-09-10').slice(0, 5));
    expect(shownDays('2025-09-10', 'yesterdayTodayTomorrow', false)).toEqual([
      '2025-09-09',
      '2025-09-10',
      '2025-09-11',
    ]);
    expect(dinDate('2025-09-10')).toBe('10.09.2025');
  });

  it('counts calendar days across the change to winter time and the turn of the year', () => {
    expect(addDays('2025-10-25', 1)).toBe('2025-10-26');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(weekOf('2026-01-01')[0]).toBe('2025-12-29');
  });

  it('every week has seven days Monday to Sunday containing the day (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (d) => {
          const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
          const week = weekOf(day);
          expect(week).toContain(day);
          expect(week.map(weekdayOf)).toEqual([0, 1, 2, 3, 4, 5, 6]);
        },
      ),
    );
  });

  it("colours: the teacher's, else the pack's, else Mo red … Sa/So white", () => {
    expect(DEFAULT_WEEKDAY_COLORS).toEqual(['red', 'orange', 'yellow', 'green', 'blue', 'white', 'white']);
    expect(weekdayColors(null, undefined)).toBe(DEFAULT_WEEKDAY_COLORS);
    const pack = ['blue', 'blue', 'blue', 'blue', 'blue', 'grey', 'grey'];
    expect(weekdayColors(null, pack)).toEqual(pack);
    expect(weekdayColors(null, ['#fff'])).toBe(DEFAULT_WEEKDAY_COLORS);
    const own = ['pink', 'pink', 'pink', 'pink', 'pink', 'pink', 'pink'] as const;
    expect(weekdayColors([...own], pack)).toEqual(own);
  });

  it('a weekly "Sport" on Thursday shows every Thursday; a one-off only on its day', () => {
    let events = addEvent([], '2025-09-11', 'event.sport', true);
    events = addEvent(events, '2025-09-12', 'event.trip', false);
    expect(events).toEqual([
      { date: null, weekday: 3, symbolKey: 'event.sport' },
      { date: '2025-09-12', weekday: null, symbolKey: 'event.trip' },
    ]);
    expect(eventsOn(events, '2025-09-18').map((e) => e.event.symbolKey)).toEqual(['event.sport']);
    expect(eventsOn(events, '2025-09-12').map((e) => e.index)).toEqual([1]);
    expect(eventsOn(events, '2025-09-19')).toEqual([]);
  });
});
