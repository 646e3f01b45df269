import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  adventSeasonOf,
  germanNumberStem,
  isDoorUnlocked,
  isoWeekday,
  keepRecentDates,
  localDateOf,
  nightsUntilDoor,
  openDoor,
  openDoorsOn,
  seasonOf,
  seededOrder,
} from './ritual-dates.ts';

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Any calendar date 1990–2100 as 'YYYY-MM-DD'. */
const dateKey = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`);

/** Oracle: step day by day with a local noon Date (setDate), whatever the time zone. */
function oracleAdd(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d, 12);
  for (let i = 0; i < Math.abs(days); i++) date.setDate(date.getDate() + Math.sign(days));
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

describe('device-local dates', () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('today is the local date in Berlin: 00:30 local is already the next day (summer and winter time)', () => {
    // 26.10.2025 00:30 CEST = 25.10. 22:30 UTC; 23:30 CET after the change = 22:30 UTC.
    expect(localDateOf(Date.UTC(2025, 9, 25, 22, 30))).toBe('2025-10-26');
    expect(localDateOf(Date.UTC(2025, 9, 26, 22, 30))).toBe('2025-10-26');
    expect(localDateOf(Date.UTC(2025, 9, 26, 23, 30))).toBe('2025-10-27');
    // 05.12. 00:10 CET = 04.12. 23:10 UTC.
    expect(localDateOf(Date.UTC(2025, 11, 4, 23, 10))).toBe('2025-12-05');
  });

  it('addCalendarDays matches a day-by-day local oracle across summer-time changes', () => {
    fc.assert(
      fc.property(dateKey, fc.integer({ min: -400, max: 400 }), (key, days) => {
        expect(addCalendarDays(key, days)).toBe(oracleAdd(key, days));
      }),
      { numRuns: 300 },
    );
    expect(addCalendarDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(addCalendarDays('2025-03-30', -1)).toBe('2025-03-29');
    expect(addCalendarDays('2025-02-30', 1)).toBeNull();
  });
});

describe('isoWeekday', () => {
  it('matches Date (Monday = 1)', () => {
    fc.assert(
      fc.property(dateKey, (key) => {
        const [y, m, d] = key.split('-').map(Number) as [number, number, number];
        expect(isoWeekday(key)).toBe(new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7);
      }),
    );
    expect(isoWeekday('2025-09-10')).toBe(3);
    expect(isoWeekday('nope')).toBeNull();
  });
});

describe('seasonOf', () => {
  it('switches on 20.03., 21.06., 23.09. and 21.12.', () => {
    expect(seasonOf('2025-03-19')).toBe('winter');
    expect(seasonOf('2025-03-20')).toBe('spring');
    expect(seasonOf('2025-06-20')).toBe('spring');
    expect(seasonOf('2025-06-21')).toBe('summer');
    expect(seasonOf('2025-09-10')).toBe('summer');
    expect(seasonOf('2025-09-22')).toBe('summer');
    expect(seasonOf('2025-09-23')).toBe('autumn');
    expect(seasonOf('2025-12-20')).toBe('autumn');
    expect(seasonOf('2025-12-21')).toBe('winter');
    expect(seasonOf('2026-01-01')).toBe('winter');
    expect(seasonOf('2025-13-01')).toBeNull();
  });

  it('agrees with an oracle that walks back to the latest season start', () => {
    const starts: [string, string][] = [
      ['03-20', 'spring'],
      ['06-21', 'summer'],
      ['09-23', 'autumn'],
      ['12-21', 'winter'],
    ];
    fc.assert(
      fc.property(dateKey, (key) => {
        let day = key;
        for (let i = 0; i < 120; i++) {
          const hit = starts.find(([md]) => day.slice(5) === md);
          if (hit) {
            expect(seasonOf(key)).toBe(hit[1]);
            return;
          }
          day = addCalendarDays(day, -1) as string;
        }
        throw new Error('no season start within 120 days');
      }),
    );
  });
});

describe('keepRecentDates', () => {
  it('keeps the newest dates and drops keys that are no dates', () => {
    const kept = keepRecentDates({ '2025-09-01': 1, '2025-09-03': 3, x: 9, '2025-09-02': 2 }, 2);
    expect(kept).toEqual({ '2025-09-02': 2, '2025-09-03': 3 });
  });
});

describe('advent doors', () => {
  it('door n opens from n December (device date), earlier doors count the nights', () => {
    expect(nightsUntilDoor(5, '2025-12-05')).toBe(0);
    expect(nightsUntilDoor(6, '2025-12-05')).toBe(1);
    expect(nightsUntilDoor(8, '2025-12-05')).toBe(3);
    expect(nightsUntilDoor(1, '2025-11-30')).toBe(1);
    expect(nightsUntilDoor(24, '2025-12-31')).toBe(0);
    expect(isDoorUnlocked(6, '2025-12-05', 'byDate')).toBe(false);
    expect(isDoorUnlocked(6, '2025-12-05', 'all')).toBe(true);
    expect(isDoorUnlocked(5, '2025-12-05', 'byDate')).toBe(true);
  });

  it('nightsUntilDoor equals counting days forward (oracle)', () => {
    fc.assert(
      fc.property(dateKey, fc.integer({ min: 1, max: 24 }), (key, door) => {
        const target = `${key.slice(0, 4)}-12-${pad2(door)}`;
        let nights = 0;
        let day = key;
        while (day < target && nights < 400) {
          day = addCalendarDays(day, 1) as string;
          nights++;
        }
        expect(nightsUntilDoor(door, key)).toBe(nights);
        expect(isDoorUnlocked(door, key, 'byDate')).toBe(nights === 0);
      }),
    );
  });

  it('opened doors stay open in their season; a new year closes all', () => {
    let data = { openedDoors: [] as number[], season: 0 };
    data = openDoor(data, 5, '2025-12-05');
    data = openDoor(data, 2, '2025-12-05');
    data = openDoor(data, 5, '2025-12-06');
    expect(data).toEqual({ openedDoors: [2, 5], season: 2025 });
    expect(openDoorsOn(data, '2025-12-24')).toEqual([2, 5]);
    expect(openDoorsOn(data, '2026-12-05')).toEqual([]);
    expect(openDoor(data, 1, '2026-12-01')).toEqual({ openedDoors: [1], season: 2026 });
    expect(adventSeasonOf('2025-12-05')).toBe(2025);
    expect(openDoorsOn({ openedDoors: [0, 3, 3, 25, 2.5], season: 2025 }, '2025-12-05')).toEqual([3]);
  });

  it('seededOrder is a permutation of 1…24, fixed per seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const order = seededOrder(seed);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
        expect(seededOrder(seed)).toEqual(order);
      }),
    );
    expect(seededOrder('a')).not.toEqual(seededOrder('b'));
  });

  it('spells the nights in German', () => {
    expect(germanNumberStem(1)).toBe('ein');
    expect(germanNumberStem(3)).toBe('drei');
    expect(germanNumberStem(12)).toBe('zwölf');
    expect(germanNumberStem(16)).toBe('sechzehn');
    expect(germanNumberStem(20)).toBe('zwanzig');
    expect(germanNumberStem(21)).toBe('einundzwanzig');
    expect(germanNumberStem(23)).toBe('dreiundzwanzig');
    expect(germanNumberStem(0)).toBeNull();
    expect(germanNumberStem(100)).toBeNull();
  });
});
