// Date rules of the ritual widgets ("Wetter & Datum", the two "Adventskalender", catalogue 3.8).
// Every rule works on device-local calendar dates 'YYYY-MM-DD' (localDateKey of the clock), with
// calendar arithmetic on the date itself: never "now ± 24 h", which is wrong on the 23- and 25-hour
// days of a change to or from summer time.

import { dayNumber, localDateKey } from './duty-rotation.ts';

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The device-local date of a timestamp (the clock's "today"). */
export const localDateOf = (ms: number): string => localDateKey(new Date(ms));

/** The date `days` calendar days after `key` (before, for negative days); null for a non-date. */
export function addCalendarDays(key: string, days: number): string | null {
  const day = dayNumber(key);
  if (day === null) return null;
  const date = new Date((day + days) * DAY_MS);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** 1 = Monday … 7 = Sunday of a date; null for a non-date. */
export function isoWeekday(key: string): number | null {
  const day = dayNumber(key);
  return day === null ? null : ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The seasons of the Morgenkreis. */
export const RITUAL_SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type RitualSeason = (typeof RITUAL_SEASONS)[number];

/**
 * The season of a date by the fixed dates of the catalogue: Frühling from 20.03., Sommer from 21.06.,
 * Herbst from 23.09., Winter from 21.12. (until 19.03.); null for a non-date.
 */
export function seasonOf(key: string): RitualSeason | null {
  if (dayNumber(key) === null) return null;
  const monthDay = key.slice(5);
  if (monthDay >= '12-21' || monthDay < '03-20') return 'winter';
  if (monthDay < '06-21') return 'spring';
  if (monthDay < '09-23') return 'summer';
  return 'autumn';
}

/** Dates kept in a per-date record (weather, temperature): the newest `keep` dates, older dropped. */
export function keepRecentDates<T>(record: Readonly<Record<string, T>>, keep: number): Record<string, T> {
  const dates = Object.keys(record)
    .filter((key) => dayNumber(key) !== null)
    .sort()
    .slice(-Math.max(0, keep));
  return Object.fromEntries(dates.map((key) => [key, record[key] as T]));
}

// ---------------------------------------------------------------------------------------------
// Adventskalender

/** Doors of an advent calendar. */
export const ADVENT_DOOR_COUNT = 24;

/** The calendar's season for a date: its year ("a new year closes all doors"). */
export const adventSeasonOf = (todayKey: string): number => Number(todayKey.slice(0, 4));

/**
 * Nights until door `door` opens on `todayKey` ("Noch dreimal schlafen!"): 0 from 1…24 December
 * of that year on; before, the days until `door` December of the same year.
 */
export function nightsUntilDoor(door: number, todayKey: string): number {
  const today = dayNumber(todayKey);
  const opens = dayNumber(`${todayKey.slice(0, 4)}-12-${pad2(door)}`);
  if (today === null || opens === null) return 0;
  return Math.max(0, opens - today);
}

/** True when door `door` may open on `todayKey`: from its date on, or always with "all". */
export function isDoorUnlocked(door: number, todayKey: string, unlockMode: 'byDate' | 'all'): boolean {
  return unlockMode === 'all' || nightsUntilDoor(door, todayKey) === 0;
}

/** The doors open on `todayKey`: the stored ones of this season only (a new year closes all doors). */
export function openDoorsOn(
  data: { readonly openedDoors: readonly number[]; readonly season: number },
  todayKey: string,
): number[] {
  if (data.season !== adventSeasonOf(todayKey)) return [];
  return [...new Set(data.openedDoors)].filter(
    (d) => Number.isInteger(d) && d >= 1 && d <= ADVENT_DOOR_COUNT,
  );
}

/** The live state after opening `door` on `todayKey` (another season's doors are closed first). */
export function openDoor(
  data: { readonly openedDoors: readonly number[]; readonly season: number },
  door: number,
  todayKey: string,
): { openedDoors: number[]; season: number } {
  const open = openDoorsOn(data, todayKey);
  return {
    openedDoors: open.includes(door) ? open : [...open, door].sort((a, b) => a - b),
    season: adventSeasonOf(todayKey),
  };
}

/**
 * A fixed shuffle of 1…n for a seed (the calendar's id): the same order on every load and device,
 * another for another calendar. A Fisher–Yates shuffle driven by a small hash generator; not for
 * anything that must be unpredictable.
 */
export function seededOrder(seed: string, n: number = ADVENT_DOOR_COUNT): number[] {
  // FNV-1a of the seed, then mulberry32.
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

const ONES = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
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
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/**
 * The German number word of 1…99 as the first part of a compound ("ein" in "einmal", "drei" in
 * "dreimal", "einundzwanzig"); null outside 1…99.
 */
export function germanNumberStem(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > 99) return null;
  if (n < 10) return ONES[n] as string;
  if (n < 20) return TEENS[n - 10] as string;
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  return ones === 0 ? tens : `${ONES[ones]}und${tens}`;
}
