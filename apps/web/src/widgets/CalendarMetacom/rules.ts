// Pure rules of the Kalender (Symbole) (catalogue 3.9): the week strip Monday to Sunday in local
// time, the weekday colours (the teacher's, else the pack's, else ours), and the event symbols of a
// day (one date, or "Jede Woche" on a weekday). Weekdays are numbered 0 (Monday) to 6 (Sunday), as
// the pack's `weekdayColors`.
import type { CalendarMetacomSettings, ColorToken } from '@tafino/shared';
import { COLOR_TOKENS } from '@tafino/shared';
import { localDate } from '../cards/rules.ts';

export type SymbolEvent = CalendarMetacomSettings['events'][number];

/** Our own weekday colours: Mo red, Di orange, Mi yellow, Do green, Fr blue, Sa/So white. */
export const DEFAULT_WEEKDAY_COLORS: readonly ColorToken[] = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'white',
  'white',
];

/** The weekday concept keys of the symbol packs, Monday first. */
export const WEEKDAY_KEYS = [
  'weekday.monday',
  'weekday.tuesday',
  'weekday.wednesday',
  'weekday.thursday',
  'weekday.friday',
  'weekday.saturday',
  'weekday.sunday',
] as const;

/** The event symbols a tap on a day offers (catalogue 3.9). */
export const EVENT_KEYS = [
  'event.sport',
  'event.swimming',
  'event.trip',
  'event.birthday',
  'event.holidays',
  'event.therapy',
] as const;

export const CALENDAR_METACOM_LIMITS = { maxEvents: 200 } as const;

function parse(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** 0 (Monday) to 6 (Sunday) of a 'YYYY-MM-DD' day. */
export function weekdayOf(date: string): number {
  return (parse(date).getDay() + 6) % 7;
}

/** The day `days` after a 'YYYY-MM-DD' day (calendar days, also across the change of summer time). */
export function addDays(date: string, days: number): string {
  const d = parse(date);
  d.setDate(d.getDate() + days);
  return localDate(d.getTime());
}

/** The seven days Monday to Sunday of the week of `today`. */
export function weekOf(today: string): string[] {
  const monday = addDays(today, -weekdayOf(today));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The days the view shows: the week (without Saturday and Sunday unless `showWeekend`), or yesterday, today, tomorrow. */
export function shownDays(
  today: string,
  viewMode: CalendarMetacomSettings['viewMode'],
  showWeekend: boolean,
): string[] {
  if (viewMode === 'yesterdayTodayTomorrow') return [addDays(today, -1), today, addDays(today, 1)];
  return weekOf(today).filter((day) => showWeekend || weekdayOf(day) < 5);
}

const isToken = (value: unknown): value is ColorToken =>
  typeof value === 'string' && (COLOR_TOKENS as readonly string[]).includes(value);

/** The colours of the seven weekdays: the teacher's, else the pack's `weekdayColors`, else ours. */
export function weekdayColors(
  own: readonly ColorToken[] | null,
  pack: readonly string[] | undefined,
): readonly ColorToken[] {
  if (own && own.length === 7) return own;
  if (pack && pack.length === 7 && pack.every(isToken)) return pack as ColorToken[];
  return DEFAULT_WEEKDAY_COLORS;
}

/** The events of a day: those on its date and the weekly ones on its weekday, in the order entered. */
export function eventsOn(
  events: readonly SymbolEvent[],
  date: string,
): { event: SymbolEvent; index: number }[] {
  const weekday = weekdayOf(date);
  return events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => (event.date === null ? event.weekday === weekday : event.date === date));
}

/** The events with one more symbol on `date`: once, or every week on its weekday ("Jede Woche"). */
export function addEvent(
  events: readonly SymbolEvent[],
  date: string,
  symbolKey: string,
  weekly: boolean,
): SymbolEvent[] {
  const event: SymbolEvent = weekly
    ? { date: null, weekday: weekdayOf(date), symbolKey }
    : { date, weekday: null, symbolKey };
  return [...events, event].slice(-CALENDAR_METACOM_LIMITS.maxEvents);
}

/** 'TT.MM.JJJJ' (DIN 5008) of a 'YYYY-MM-DD' day. */
export function dinDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}
