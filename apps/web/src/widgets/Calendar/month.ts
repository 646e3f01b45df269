// The month grid of the calendar: device-local dates as 'YYYY-MM-DD', weeks from Monday, ISO week numbers.

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A device-local date as 'YYYY-MM-DD'. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/** A device-local month as 'YYYY-MM'. */
export const isoMonth = (date: Date): string => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}`;

/** True for a month written as 'YYYY-MM'. */
export const isIsoMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month `by` months after 'YYYY-MM'. */
export function addMonths(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}

/** DIN 5008 numeric date: '10.09.2025'. */
export function din5008(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** ISO 8601 week number of a calendar day ('YYYY-MM-DD'). */
export function isoWeek(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

export interface GridDay {
  /** 'YYYY-MM-DD' */
  readonly day: string;
  readonly dayOfMonth: number;
  readonly inMonth: boolean;
  /** 1 = Monday … 7 = Sunday. */
  readonly weekday: number;
}

/** The weeks (Monday to Sunday) that hold the days of 'YYYY-MM', with the neighbouring months' days. */
export function monthGrid(month: string): GridDay[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const lead = ((first.getUTCDay() || 7) - 1) as number;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const weeks = Math.ceil((lead + daysInMonth) / 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = new Date(Date.UTC(y, m - 1, 1 - lead + w * 7 + d));
      return {
        day: `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`,
        dayOfMonth: date.getUTCDate(),
        inMonth: date.getUTCMonth() === m - 1,
        weekday: d + 1,
      };
    }),
  );
}
