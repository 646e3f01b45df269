import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCurrentLesson,
  isDone,
  localDate,
  minutesOf,
  nextInCycle,
  nextLesson,
  timeOf,
  toggleDone,
} from './rules.ts';

describe('card rules', () => {
  it('a done mark expires the next day', () => {
    const ticked = toggleDone({ done: false, doneOn: null }, '2025-09-10');
    expect(ticked).toEqual({ done: true, doneOn: '2025-09-10' });
    expect(isDone(ticked, '2025-09-10')).toBe(true);
    expect(isDone(ticked, '2025-09-11')).toBe(false);
    // A tap on an expired mark ticks the card for today again.
    expect(toggleDone(ticked, '2025-09-11')).toEqual({ done: true, doneOn: '2025-09-11' });
    expect(toggleDone(ticked, '2025-09-10')).toEqual({ done: false, doneOn: null });
  });

  it('reads the local date', () => {
    expect(localDate(new Date(2025, 8, 10, 23, 59).getTime())).toBe('2025-09-10');
    expect(localDate(new Date(2025, 8, 11, 0, 1).getTime())).toBe('2025-09-11');
  });

  it('cycles through the catalogue and wraps', () => {
    const keys = ['a', 'b', 'c'];
    expect(nextInCycle(keys, 'a')).toBe('b');
    expect(nextInCycle(keys, 'c')).toBe('a');
    expect(nextInCycle(keys, 'x')).toBe('a');
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 8 }), fc.nat(), (list, n) => {
        // Cycling length times from any entry returns to it (brute force).
        let key = list[n % list.length] as string;
        const start = key;
        for (let i = 0; i < list.length; i++) key = nextInCycle(list, key);
        expect(key).toBe(start);
      }),
    );
  });

  it('places the next lesson at the end of the previous one, 45 minutes long', () => {
    expect(nextLesson({ lessonNumber: 1, startTime: '08:00', endTime: '08:45' })).toEqual({
      lessonNumber: 2,
      startTime: '08:45',
      endTime: '09:30',
    });
    expect(nextLesson({ lessonNumber: 9, startTime: '23:00', endTime: '23:45' }).endTime).toBe('23:59');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 * 60 + 59 }), (end) => {
        const next = nextLesson({ lessonNumber: 1, startTime: '00:00', endTime: timeOf(end) });
        expect(minutesOf(next.startTime)).toBe(end);
        expect(minutesOf(next.endTime)).toBe(Math.min(end + 45, 23 * 60 + 59));
      }),
    );
  });

  it('marks the current lesson on school days only', () => {
    const wednesday = (h: number, m: number) => new Date(2025, 8, 10, h, m).getTime();
    expect(isCurrentLesson('08:00', '08:45', wednesday(8, 10))).toBe(true);
    expect(isCurrentLesson('08:00', '08:45', wednesday(8, 45))).toBe(false);
    expect(isCurrentLesson('08:00', '08:45', wednesday(7, 59))).toBe(false);
    expect(isCurrentLesson('08:00', '08:45', new Date(2025, 8, 13, 8, 10).getTime())).toBe(false);
    expect(isCurrentLesson('8:00', '08:45', wednesday(8, 10))).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        (s, e, now) => {
          const at = wednesday(Math.floor(now / 60), now % 60);
          expect(isCurrentLesson(timeOf(s), timeOf(e), at)).toBe(s <= now && now < e);
        },
      ),
    );
  });
});
