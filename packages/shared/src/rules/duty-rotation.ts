// Klassendienste (catalogue 3.2, Authority): who does which duty, passed on in class-list order, and
// when the automatic rotation is due. Dates are 'YYYY-MM-DD' in the device's local time.

/** A duty as the rotation sees it: its id and how many names it takes. */
export interface DutySlots {
  readonly id: string;
  readonly slots: number;
}

/** Names per duty id (the widget's `assignments`); a missing or short list means empty slots. */
export type DutyAssignments = Readonly<Record<string, readonly string[]>>;

/** How often the duties move on by themselves. */
export type DutyRotation = 'manual' | 'daily' | 'weekly';

/**
 * The class-list index to start the next rotation at: one after the last assigned name, looking at
 * the slots in duty order from the end (a slot whose name left the class list is skipped); 0 when
 * nobody is assigned.
 */
export function nextRotationStart(
  names: readonly string[],
  duties: readonly DutySlots[],
  assignments: DutyAssignments,
): number {
  if (names.length === 0) return 0;
  const index = new Map(names.map((name, i) => [name, i]));
  for (let d = duties.length - 1; d >= 0; d--) {
    const duty = duties[d]!;
    const slots = assignments[duty.id] ?? [];
    for (let s = Math.min(duty.slots, slots.length) - 1; s >= 0; s--) {
      const at = index.get(slots[s] ?? '');
      if (at !== undefined) return (at + 1) % names.length;
    }
  }
  return 0;
}

/**
 * "Weiterrücken": every duty's slots, in duty order, get the next names of the class list after the
 * last assigned name, wrapping at the end. Nobody gets two slots in one rotation: with fewer names
 * than slots the last slots stay empty. Every duty of `duties` gets an entry (others are dropped).
 */
export function rotateDuties(
  names: readonly string[],
  duties: readonly DutySlots[],
  assignments: DutyAssignments,
): Record<string, string[]> {
  const start = nextRotationStart(names, duties, assignments);
  const result: Record<string, string[]> = {};
  let given = 0;
  for (const duty of duties) {
    const slots: string[] = [];
    for (let s = 0; s < duty.slots; s++) {
      if (given < names.length) slots.push(names[(start + given) % names.length]!);
      else slots.push('');
      given++;
    }
    // Trailing empty slots are not stored.
    while (slots.length > 0 && slots[slots.length - 1] === '') slots.pop();
    result[duty.id] = slots;
  }
  return result;
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a local date. */
export function localDateKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (calendar arithmetic, no time zone), or null. */
export function dayNumber(key: string): number | null {
  const m = DATE_KEY.exec(key);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  // 2025-02-30 and the like are not dates.
  if (back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3])) return null;
  return Math.round(ms / DAY_MS);
}

/** 0 = Monday … 6 = Sunday, of a day number. */
const weekday = (day: number) => (((day + 3) % 7) + 7) % 7;

/** The day number of the Monday of the (ISO) week a day belongs to. */
export const mondayOf = (day: number) => day - weekday(day);

/** Monday to Friday. */
export const isSchoolDay = (day: number) => weekday(day) < 5;

/**
 * Whether opening the widget on `today` rotates the duties: "weekly" in a later ISO week than the
 * last rotation, "daily" on a school day after it; never for "manual", never twice in one period and
 * never more than once however many periods passed (holidays). An empty or damaged `lastRotatedOn`
 * counts as never rotated; a clock set back never rotates.
 */
export function rotationDue(rotation: DutyRotation, lastRotatedOn: string, today: string): boolean {
  if (rotation === 'manual') return false;
  const now = dayNumber(today);
  if (now === null) return false;
  if (rotation === 'daily' && !isSchoolDay(now)) return false;
  const last = dayNumber(lastRotatedOn);
  if (last === null) return true;
  return rotation === 'weekly' ? mondayOf(now) > mondayOf(last) : now > last;
}

/** The school days of the current period: Monday to Friday of the week, or the day itself ("daily"). */
export function dutyPeriod(rotation: DutyRotation, today: string): { from: string; to: string } | null {
  const now = dayNumber(today);
  if (now === null) return null;
  const key = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
  if (rotation === 'daily') return { from: today, to: today };
  const monday = mondayOf(now);
  return { from: key(monday), to: key(monday + 4) };
}

/** "08.–12.09." or "29.09.–03.10." (DIN 5008 short dates of a period within one year's view). */
export function formatDutyPeriod(period: { from: string; to: string }): string {
  const [fy, fm, fd] = period.from.split('-');
  const [ty, tm, td] = period.to.split('-');
  if (period.from === period.to) return `${fd}.${fm}.`;
  if (fy === ty && fm === tm) return `${fd}.–${td}.${tm}.`;
  return `${fd}.${fm}.–${td}.${tm}.`;
}
