import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addHours,
  addMinutes,
  angleOf,
  type ClockTime,
  digital,
  hourAngle,
  MINUTE_STEPS,
  minuteAngle,
  minutesAt,
  numberWord,
  sameOnDial,
  setHourHand,
  setMinuteHand,
  spoken,
  taskCount,
  taskTime,
} from './clock-time.ts';

const time = fc.record({ hours: fc.integer({ min: 0, max: 23 }), minutes: fc.integer({ min: 0, max: 59 }) });
const step = fc.constantFrom(...MINUTE_STEPS);

/** Oracle: a real clock, turned minute by minute. */
function turned(t: ClockTime, delta: number): ClockTime {
  let { hours, minutes } = t;
  for (let i = 0; i < Math.abs(delta); i++) {
    minutes += Math.sign(delta);
    if (minutes === 60) {
      minutes = 0;
      hours = (hours + 1) % 24;
    } else if (minutes === -1) {
      minutes = 59;
      hours = (hours + 23) % 24;
    }
  }
  return { hours, minutes };
}

describe('Lernuhr: spoken time (German)', () => {
  it('says the catalogue examples', () => {
    expect(spoken({ hours: 8, minutes: 5 })).toBe('fünf nach acht');
    expect(spoken({ hours: 8, minutes: 15 })).toBe('Viertel nach acht');
    expect(spoken({ hours: 8, minutes: 25 })).toBe('fünf vor halb neun');
    expect(spoken({ hours: 8, minutes: 30 })).toBe('halb neun');
    expect(spoken({ hours: 8, minutes: 40 })).toBe('zwanzig vor neun');
    expect(spoken({ hours: 8, minutes: 45 })).toBe('Viertel vor neun');
    expect(spoken({ hours: 8, minutes: 17 })).toBe('acht Uhr siebzehn');
    expect(spoken({ hours: 7, minutes: 45 })).toBe('Viertel vor acht');
    expect(spoken({ hours: 15, minutes: 30 })).toBe('halb vier');
    expect(spoken({ hours: 12, minutes: 30 })).toBe('halb eins');
    expect(spoken({ hours: 0, minutes: 0 })).toBe('zwölf Uhr');
    expect(spoken({ hours: 13, minutes: 0 })).toBe('ein Uhr');
    expect(spoken({ hours: 1, minutes: 21 })).toBe('ein Uhr einundzwanzig');
    expect(spoken({ hours: 11, minutes: 55 })).toBe('fünf vor zwölf');
  });

  it('gives each of the 720 dial positions its own phrase, the same for morning and afternoon', () => {
    const phrases = new Set<string>();
    for (let h = 0; h < 12; h++)
      for (let m = 0; m < 60; m++) {
        phrases.add(spoken({ hours: h, minutes: m }));
        expect(spoken({ hours: h + 12, minutes: m })).toBe(spoken({ hours: h, minutes: m }));
      }
    expect(phrases.size).toBe(720);
  });

  it('names the next hour from 25 minutes on and the current one before', () => {
    fc.assert(
      fc.property(time, ({ hours, minutes }) => {
        const words = spoken({ hours, minutes }).split(' ');
        const hourWords = new Set(Array.from({ length: 12 }, (_, i) => numberWord(i + 1)).concat('ein'));
        const last = minutes % 5 === 0 && minutes !== 0 ? words.at(-1) : words[0];
        const expected = [25, 30, 35, 40, 45, 50, 55].includes(minutes) ? hours + 1 : hours;
        const word = numberWord(((expected + 11) % 12) + 1);
        expect(hourWords.has(last ?? '')).toBe(true);
        expect(last === word || (last === 'ein' && word === 'eins')).toBe(true);
      }),
    );
  });

  it('writes 1–59 in words', () => {
    expect([1, 7, 16, 20, 21, 37, 59].map(numberWord)).toEqual([
      'eins',
      'sieben',
      'sechzehn',
      'zwanzig',
      'einundzwanzig',
      'siebenunddreißig',
      'neunundfünfzig',
    ]);
  });
});

describe('Lernuhr: hands', () => {
  it('shows 07:45 with the hour hand three quarters of the way from 7 to 8', () => {
    expect(digital({ hours: 7, minutes: 45 })).toBe('07:45');
    expect(hourAngle({ hours: 7, minutes: 45 }, true)).toBe(232.5);
    expect(hourAngle({ hours: 7, minutes: 45 }, false)).toBe(210);
    expect(minuteAngle({ hours: 7, minutes: 45 })).toBe(270);
  });

  it('keeps the hands consistent: the hour hand lies exactly where the minutes put it between two hours', () => {
    fc.assert(
      fc.property(time, (t) => {
        const a = hourAngle(t, true);
        expect(a).toBeGreaterThanOrEqual((t.hours % 12) * 30);
        expect(a).toBeLessThan((t.hours % 12) * 30 + 30);
        // Brute force: 720 minutes per turn of the hour hand, so each minute since 12 is 0,5°.
        expect(a).toBe(((t.hours % 12) * 60 + t.minutes) * 0.5);
        expect(minuteAngle(t) / 6).toBe(t.minutes);
      }),
    );
  });

  it('"± Minuten" carries into the hours like turning a real clock minute by minute', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -180, max: 180 }), (t, delta) => {
        expect(addMinutes(t, delta)).toEqual(turned(t, delta));
      }),
    );
    expect(addMinutes({ hours: 7, minutes: 55 }, 5)).toEqual({ hours: 8, minutes: 0 });
    expect(addMinutes({ hours: 0, minutes: 0 }, -5)).toEqual({ hours: 23, minutes: 55 });
    expect(addHours({ hours: 23, minutes: 10 }, 1)).toEqual({ hours: 0, minutes: 10 });
  });

  it('dragging the minute hand snaps to the step and turns the clock the short way round', () => {
    fc.assert(
      fc.property(time, fc.double({ min: 0, max: 359.999, noNaN: true }), step, (t, angle, s) => {
        const minutes = minutesAt(angle, s);
        expect(minutes % s).toBe(0);
        // Oracle: the nearest step mark on the dial.
        let best = 0;
        for (let m = 0; m < 60; m += s) {
          const d = (x: number) => Math.min(Math.abs(angle - x * 6), 360 - Math.abs(angle - x * 6));
          if (d(m) < d(best) - 1e-9) best = m;
        }
        expect(Math.min(Math.abs(minutes - best), 60 - Math.abs(minutes - best)) * 6).toBeLessThanOrEqual(
          s * 3 + 1e-9,
        );
        const next = setMinuteHand(t, minutes, true);
        expect(next.minutes).toBe(minutes);
        let delta = (minutes - t.minutes + 60) % 60;
        if (delta > 30) delta -= 60;
        expect(next).toEqual(turned(t, delta));
        expect(setMinuteHand(t, minutes, false)).toEqual({ hours: t.hours, minutes });
      }),
    );
    expect(setMinuteHand({ hours: 8, minutes: 55 }, 5, true)).toEqual({ hours: 9, minutes: 5 });
    expect(setMinuteHand({ hours: 9, minutes: 5 }, 55, true)).toEqual({ hours: 8, minutes: 55 });
  });

  it('dragging the hour hand keeps the minutes and lands on the hour the hand points at', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 0, max: 11 }), fc.boolean(), (t, h, coupled) => {
        const target = { hours: h, minutes: t.minutes };
        const next = setHourHand(t, hourAngle(target, coupled), coupled);
        expect(next.minutes).toBe(t.minutes);
        expect(next.hours % 12).toBe(h);
        expect(hourAngle(next, coupled)).toBe(hourAngle(target, coupled));
      }),
    );
  });

  it('reads angles clockwise from 12', () => {
    expect(angleOf(0, -1)).toBeCloseTo(0);
    expect(angleOf(1, 0)).toBeCloseTo(90);
    expect(angleOf(0, 1)).toBeCloseTo(180);
    expect(angleOf(-1, 0)).toBeCloseTo(270);
  });
});

describe('Lernuhr: tasks', () => {
  it('draws every dial time on the step exactly once over its index range', () => {
    for (const s of MINUTE_STEPS) {
      const seen = new Set<string>();
      for (let i = 0; i < taskCount(s); i++) {
        const t = taskTime(i, s);
        expect(t.hours).toBeGreaterThanOrEqual(1);
        expect(t.hours).toBeLessThanOrEqual(12);
        expect(t.minutes % s).toBe(0);
        seen.add(digital(t));
      }
      expect(seen.size).toBe(taskCount(s));
    }
  });

  it('answers on the dial: 15:30 is "halb vier"', () => {
    expect(sameOnDial({ hours: 15, minutes: 30 }, { hours: 3, minutes: 30 })).toBe(true);
    expect(sameOnDial({ hours: 15, minutes: 35 }, { hours: 3, minutes: 30 })).toBe(false);
  });
});
