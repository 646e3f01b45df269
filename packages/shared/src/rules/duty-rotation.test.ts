import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIMARY_AUTHORITY_DUTIES } from '../widgets/Authority.ts';
import {
  dayNumber,
  dutyPeriod,
  formatDutyPeriod,
  localDateKey,
  nextRotationStart,
  rotateDuties,
  rotationDue,
} from './duty-rotation.ts';

const twelve = Array.from({ length: 12 }, (_, i) => `Kind ${i + 1}`);
const flat = (duties: readonly { id: string }[], a: Record<string, string[]>) =>
  duties.flatMap((d) => a[d.id] ?? []);

describe('rotateDuties', () => {
  it('12 names, the primary duties (9 slots): names 1–9, then 10–12 and 1–6, then 7–12 and 1–3', () => {
    const first = rotateDuties(twelve, PRIMARY_AUTHORITY_DUTIES, {});
    expect(flat(PRIMARY_AUTHORITY_DUTIES, first)).toEqual(twelve.slice(0, 9));
    expect(first.handOut).toEqual(['Kind 3', 'Kind 4']);
    const second = rotateDuties(twelve, PRIMARY_AUTHORITY_DUTIES, first);
    expect(flat(PRIMARY_AUTHORITY_DUTIES, second)).toEqual([...twelve.slice(9), ...twelve.slice(0, 6)]);
    const third = rotateDuties(twelve, PRIMARY_AUTHORITY_DUTIES, second);
    expect(flat(PRIMARY_AUTHORITY_DUTIES, third)).toEqual([...twelve.slice(6), ...twelve.slice(0, 3)]);
  });

  it('fewer names than slots: nobody twice, the last slots stay empty', () => {
    const result = rotateDuties(['A', 'B'], PRIMARY_AUTHORITY_DUTIES, {});
    expect(result).toMatchObject({ board: ['A'], tidy: ['B'], handOut: [], waste: [] });
  });

  it('starts after the last assigned name still in the list; a hand-set slot counts', () => {
    const duties = [
      { id: 'a', slots: 1 },
      { id: 'b', slots: 1 },
    ];
    expect(nextRotationStart(['A', 'B', 'C', 'D'], duties, { a: ['A'], b: ['C'] })).toBe(3);
    // 'X' left the class: the slot before decides.
    expect(nextRotationStart(['A', 'B', 'C', 'D'], duties, { a: ['B'], b: ['X'] })).toBe(2);
    expect(nextRotationStart(['A', 'B'], duties, {})).toBe(0);
  });

  const scenario = fc.record({
    count: fc.integer({ min: 1, max: 40 }),
    slots: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 10 }),
    rounds: fc.integer({ min: 1, max: 12 }),
  });

  it('property: everyone has a turn before anyone repeats (the class list cycled, oracle)', () => {
    fc.assert(
      fc.property(scenario, ({ count, slots, rounds }) => {
        const names = Array.from({ length: count }, (_, i) => `N${i}`);
        const duties = slots.map((s, i) => ({ id: `d${i}`, slots: s }));
        const total = slots.reduce((a, b) => a + b, 0);
        const perRound = Math.min(total, count);
        let assignments: Record<string, string[]> = {};
        const given: string[] = [];
        for (let r = 0; r < rounds; r++) {
          assignments = rotateDuties(names, duties, assignments);
          const round = flat(duties, assignments).filter((n) => n !== '');
          // No name twice in one rotation, every slot filled while names last.
          expect(new Set(round).size).toBe(round.length);
          expect(round.length).toBe(perRound);
          given.push(...round);
        }
        // Oracle: the sequence of turns is the class list, round and round.
        const expected = Array.from({ length: given.length }, (_, i) => names[i % count]);
        expect(given).toEqual(expected);
      }),
    );
  });
});

describe('rotationDue', () => {
  it('weekly: once in a new ISO week, also after the summer holidays; daily: on a new school day', () => {
    expect(rotationDue('weekly', '', '2025-09-08')).toBe(true);
    expect(rotationDue('weekly', '2025-09-08', '2025-09-12')).toBe(false);
    expect(rotationDue('weekly', '2025-09-12', '2025-09-15')).toBe(true);
    expect(rotationDue('weekly', '2025-07-25', '2025-09-08')).toBe(true);
    expect(rotationDue('weekly', '2025-12-31', '2026-01-01')).toBe(false);
    expect(rotationDue('daily', '2025-09-12', '2025-09-13')).toBe(false);
    expect(rotationDue('daily', '2025-09-12', '2025-09-15')).toBe(true);
    expect(rotationDue('daily', '2025-09-15', '2025-09-15')).toBe(false);
    expect(rotationDue('manual', '', '2025-09-15')).toBe(false);
    expect(rotationDue('weekly', '2025-09-15', '2025-09-08')).toBe(false);
    expect(rotationDue('weekly', 'kaputt', '2025-09-08')).toBe(true);
  });

  /** Oracle: ISO week by walking day by day from a known Monday. */
  const naiveWeek = (day: number) => {
    const knownMonday = dayNumber('2025-09-08')!;
    let d = knownMonday;
    let week = 0;
    const step = day >= d ? 1 : -1;
    while (d !== day) {
      d += step;
      const isMonday = new Date(d * 86_400_000).getUTCDay() === 1;
      if (step === 1 && isMonday) week++;
      if (step === -1 && new Date((d + 1) * 86_400_000).getUTCDay() === 1) week--;
    }
    return week;
  };
  const naiveSchoolDay = (day: number) => {
    const wd = new Date(day * 86_400_000).getUTCDay();
    return wd !== 0 && wd !== 6;
  };
  const keyOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

  it('property: opening on any increasing dates rotates once per period that has an opening (oracle)', () => {
    const base = dayNumber('2025-09-08')!;
    fc.assert(
      fc.property(
        fc.constantFrom('weekly' as const, 'daily' as const),
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 25 }),
        (rotation, gaps) => {
          let day = base - 200;
          let last = '';
          let rotations = 0;
          const openings: number[] = [];
          for (const gap of gaps) {
            day += gap;
            openings.push(day);
            if (rotationDue(rotation, last, keyOf(day))) {
              rotations++;
              last = keyOf(day);
            }
          }
          // Oracle: distinct periods among the openings (weeks; school days only for daily).
          const periods = new Set(
            rotation === 'weekly' ? openings.map(naiveWeek) : openings.filter(naiveSchoolDay),
          );
          expect(rotations).toBe(periods.size);
        },
      ),
    );
  });
});

describe('period and dates', () => {
  it('"Diese Woche: 08.–12.09.", across months "29.09.–03.10."', () => {
    expect(formatDutyPeriod(dutyPeriod('weekly', '2025-09-10')!)).toBe('08.–12.09.');
    expect(formatDutyPeriod(dutyPeriod('weekly', '2025-10-02')!)).toBe('29.09.–03.10.');
    expect(formatDutyPeriod(dutyPeriod('daily', '2025-10-02')!)).toBe('02.10.');
    expect(dutyPeriod('weekly', '2025-02-30')).toBeNull();
  });

  it('localDateKey is the local calendar date', () => {
    expect(localDateKey(new Date(2025, 8, 8, 23, 59))).toBe('2025-09-08');
  });
});
