// Public holidays in Germany, computed per year: nationwide ones always, state ones per federal state
// (catalogue 3.1). Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher).

/** The 16 federal states by their official two-letter code. */
export const FEDERAL_STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export type FederalState = (typeof FEDERAL_STATES)[number];

/** The holiday's key (its German name lives in the i18n catalogue under widgets.Calendar.holidays). */
export type HolidayKey =
  | 'newYear'
  | 'epiphany'
  | 'womensDay'
  | 'goodFriday'
  | 'easterSunday'
  | 'easterMonday'
  | 'labourDay'
  | 'liberationDay'
  | 'ascension'
  | 'whitSunday'
  | 'whitMonday'
  | 'corpusChristi'
  | 'assumption'
  | 'childrensDay'
  | 'unityDay'
  | 'reformationDay'
  | 'allSaints'
  | 'repentanceDay'
  | 'christmasDay'
  | 'boxingDay';

export interface Holiday {
  /** 'YYYY-MM-DD' */
  readonly date: string;
  readonly key: HolidayKey;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;

/** Easter Sunday of a Gregorian year as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** The day `offset` days after (month, day) of `year`, as 'YYYY-MM-DD'. */
function shifted(year: number, month: number, day: number, offset: number): string {
  const date = new Date(Date.UTC(year, month - 1, day + offset));
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

type Rule = {
  key: HolidayKey;
  /** Undefined: nationwide. */
  states?: readonly FederalState[];
  date: (year: number, easter: [number, number]) => string | null;
};

const fixed =
  (month: number, day: number) =>
  (year: number): string =>
    iso(year, month, day);
const fromEaster =
  (offset: number) =>
  (year: number, [month, day]: [number, number]): string =>
    shifted(year, month, day, offset);

const RULES: readonly Rule[] = [
  { key: 'newYear', date: fixed(1, 1) },
  { key: 'epiphany', states: ['BW', 'BY', 'ST'], date: fixed(1, 6) },
  // Berlin since 2019, Mecklenburg-Vorpommern since 2023.
  {
    key: 'womensDay',
    states: ['BE', 'MV'],
    date: (year) => (year >= 2019 ? iso(year, 3, 8) : null),
  },
  { key: 'goodFriday', date: fromEaster(-2) },
  { key: 'easterSunday', states: ['BB'], date: fromEaster(0) },
  { key: 'easterMonday', date: fromEaster(1) },
  { key: 'labourDay', date: fixed(5, 1) },
  // Berlin, once each in 2020 and 2025.
  {
    key: 'liberationDay',
    states: ['BE'],
    date: (year) => (year === 2020 || year === 2025 ? iso(year, 5, 8) : null),
  },
  { key: 'ascension', date: fromEaster(39) },
  { key: 'whitSunday', states: ['BB'], date: fromEaster(49) },
  { key: 'whitMonday', date: fromEaster(50) },
  { key: 'corpusChristi', states: ['BW', 'BY', 'HE', 'NW', 'RP', 'SL'], date: fromEaster(60) },
  { key: 'assumption', states: ['SL'], date: fixed(8, 15) },
  { key: 'childrensDay', states: ['TH'], date: (year) => (year >= 2019 ? iso(year, 9, 20) : null) },
  { key: 'unityDay', date: fixed(10, 3) },
  {
    key: 'reformationDay',
    states: ['BB', 'HB', 'HH', 'MV', 'NI', 'SN', 'ST', 'SH', 'TH'],
    date: fixed(10, 31),
  },
  { key: 'allSaints', states: ['BW', 'BY', 'NW', 'RP', 'SL'], date: fixed(11, 1) },
  // The Wednesday before 23 November.
  {
    key: 'repentanceDay',
    states: ['SN'],
    date: (year) => {
      const weekday = new Date(Date.UTC(year, 10, 22)).getUTCDay();
      return shifted(year, 11, 22, -((weekday + 4) % 7));
    },
  },
  { key: 'christmasDay', date: fixed(12, 25) },
  { key: 'boxingDay', date: fixed(12, 26) },
];

/** True for one of the 16 state codes. */
export const isFederalState = (value: string): value is FederalState =>
  (FEDERAL_STATES as readonly string[]).includes(value);

/**
 * The public holidays of `year` for `state` (any other value, e.g. '': the nationwide ones only),
 * in date order.
 */
export function holidaysOf(year: number, state: string): Holiday[] {
  const easter = easterSunday(year);
  const known = isFederalState(state) ? state : null;
  return RULES.flatMap((rule) => {
    if (rule.states && !(known && rule.states.includes(known))) return [];
    const date = rule.date(year, easter);
    return date ? [{ date, key: rule.key }] : [];
  }).sort((a, b) => a.date.localeCompare(b.date));
}
