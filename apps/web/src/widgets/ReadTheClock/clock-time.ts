import type { MinuteStep } from './limits.ts';

export { MINUTE_STEPS, type MinuteStep } from './limits.ts';
// Pure rules of the Lernuhr (catalogue 3.5): hand angles, moving the hands, German spoken times.

export interface ClockTime {
  /** 0–23 */
  readonly hours: number;
  /** 0–59 */
  readonly minutes: number;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** A time brought into 0:00–23:59 (whole numbers). */
export function normalize(time: ClockTime): ClockTime {
  const total = mod(Math.round(time.hours) * 60 + Math.round(time.minutes), 24 * 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Minutes since midnight. */
export const totalMinutes = (t: ClockTime) => t.hours * 60 + t.minutes;

/** Adds minutes with carry into the hours, as on a real clock (7:55 + 5 = 8:00, 0:00 − 5 = 23:55). */
export function addMinutes(time: ClockTime, delta: number): ClockTime {
  return normalize({ hours: 0, minutes: totalMinutes(time) + delta });
}

/** Adds whole hours (the minutes stay). */
export function addHours(time: ClockTime, delta: number): ClockTime {
  return normalize({ hours: time.hours + delta, minutes: time.minutes });
}

/** The minute hand's angle in degrees clockwise from 12. */
export const minuteAngle = (t: ClockTime) => t.minutes * 6;

/**
 * The hour hand's angle: with coupled hands it follows the minutes (half a degree per minute, 7:45 lies
 * three quarters of the way from 7 to 8); uncoupled it stays on the full hour.
 */
export function hourAngle(t: ClockTime, coupled: boolean): number {
  return (t.hours % 12) * 30 + (coupled ? t.minutes / 2 : 0);
}

/** The angle (0 ≤ a < 360, clockwise from 12) of a point relative to the clock's centre. */
export function angleOf(dx: number, dy: number): number {
  return mod((Math.atan2(dx, -dy) * 180) / Math.PI, 360);
}

/** Minutes shown by a minute hand at this angle, snapped to the step (60 becomes 0). */
export function minutesAt(angle: number, step: MinuteStep): number {
  return mod(Math.round(mod(angle, 360) / 6 / step) * step, 60);
}

/**
 * The time after the minute hand moved to `minutes`. It moves the short way round: passing 12 forward
 * carries an hour on (8:55 → 9:05), backward takes one off; uncoupled hands keep the hour.
 */
export function setMinuteHand(time: ClockTime, minutes: number, coupled: boolean): ClockTime {
  if (!coupled) return { hours: time.hours, minutes: mod(minutes, 60) };
  let delta = mod(minutes - time.minutes, 60);
  if (delta > 30) delta -= 60;
  return addMinutes(time, delta);
}

/**
 * The time after the hour hand was turned to `angle`. With coupled hands the hand's angle includes the
 * minutes, so the hour is read off the hand's start of the hour; the time of day (morning/afternoon)
 * follows the short way round as well.
 */
export function setHourHand(time: ClockTime, angle: number, coupled: boolean): ClockTime {
  const offset = coupled ? time.minutes / 2 : 0;
  const hour12 = mod(Math.round((mod(angle, 360) - offset) / 30), 12);
  let delta = mod(hour12 - (time.hours % 12), 12);
  if (delta > 6) delta -= 12;
  return addHours(time, delta);
}

/** "07:45" */
export function digital(t: ClockTime): string {
  return `${String(t.hours).padStart(2, '0')}:${String(t.minutes).padStart(2, '0')}`;
}

const ONES = ['', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const TEENS = [
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig'];

/** A number 1–59 in German words ("einundzwanzig"). */
export function numberWord(n: number): string {
  if (n < 10) return ONES[n] ?? '';
  if (n < 20) return TEENS[n - 10] ?? '';
  const one = n % 10;
  const ten = TENS[Math.floor(n / 10)] ?? '';
  return one === 0 ? ten : `${one === 1 ? 'ein' : ONES[one]}und${ten}`;
}

/** The hour of the 12-hour dial as a word: 1–12 ("eins" … "zwölf"). */
const hourWord = (hours: number) => numberWord(mod(hours - 1, 12) + 1);

/**
 * The time as spoken in German (12-hour dial): "acht Uhr", "fünf nach acht", "Viertel nach acht",
 * "fünf vor halb neun", "halb neun", "zwanzig vor neun", "Viertel vor neun"; other minutes "acht Uhr siebzehn".
 */
export function spoken(t: ClockTime): string {
  const { hours, minutes } = normalize(t);
  const now = hourWord(hours);
  const next = hourWord(hours + 1);
  const uhr = (word: string) => (word === 'eins' ? 'ein' : word);
  switch (minutes) {
    case 0:
      return `${uhr(now)} Uhr`;
    case 5:
      return `fünf nach ${now}`;
    case 10:
      return `zehn nach ${now}`;
    case 15:
      return `Viertel nach ${now}`;
    case 20:
      return `zwanzig nach ${now}`;
    case 25:
      return `fünf vor halb ${next}`;
    case 30:
      return `halb ${next}`;
    case 35:
      return `fünf nach halb ${next}`;
    case 40:
      return `zwanzig vor ${next}`;
    case 45:
      return `Viertel vor ${next}`;
    case 50:
      return `zehn vor ${next}`;
    case 55:
      return `fünf vor ${next}`;
    default:
      return `${uhr(now)} Uhr ${numberWord(minutes)}`;
  }
}

/** A task time on the 12-hour dial (1:00–12:59) on the minute step, from a random index. */
export function taskTime(index: number, step: MinuteStep): ClockTime {
  const perHour = 60 / step;
  const i = mod(Math.floor(index), 12 * perHour);
  return { hours: Math.floor(i / perHour) + 1, minutes: (i % perHour) * step };
}

/** How many task times there are for a step (the range of the random index). */
export const taskCount = (step: MinuteStep) => 12 * (60 / step);

/** The dial shows the same time (12-hour: 15:30 answers "halb vier"). */
export function sameOnDial(a: ClockTime, b: ClockTime): boolean {
  return a.hours % 12 === b.hours % 12 && a.minutes === b.minutes;
}
