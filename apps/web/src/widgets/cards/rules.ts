// Pure rules of the card widgets (catalogue 1.5, 3.2): done marks that expire the next day, the tap
// cycle, the next lesson of a day plan and the "Jetzt" lesson. Dates and times are device-local.

/** 'YYYY-MM-DD' of an instant in the device's local time. */
export function localDate(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A done mark counts only on the day it was set (it expires the next day). */
export function isDone(
  data: { readonly done: boolean; readonly doneOn: string | null },
  today: string,
): boolean {
  return data.done && data.doneOn === today;
}

/** The state after a tap with tapAction "toggleDone": ticked today, or unticked. */
export function toggleDone<T extends { done: boolean; doneOn: string | null }>(data: T, today: string): T {
  return isDone(data, today)
    ? { ...data, done: false, doneOn: null }
    : { ...data, done: true, doneOn: today };
}

/** The next key of a catalogue after `key` (wrapping); the first for a key not in it. */
export function nextInCycle(keys: readonly string[], key: string): string {
  if (keys.length === 0) return key;
  const at = keys.indexOf(key);
  return keys[(at + 1) % keys.length] ?? key;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:MM', or null. */
export function minutesOf(time: string): number | null {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 'HH:MM' of minutes since midnight, clamped to the day (00:00–23:59). */
export function timeOf(minutes: number): string {
  const clamped = Math.min(23 * 60 + 59, Math.max(0, Math.round(minutes)));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

export const LESSON_MINUTES = 45;

/** "+" on a lesson: number + 1, starting at its end, 45 minutes long (catalogue 3.2 TimeTable). */
export function nextLesson(lesson: { lessonNumber: number; startTime: string; endTime: string }): {
  lessonNumber: number;
  startTime: string;
  endTime: string;
} {
  const start = minutesOf(lesson.endTime) ?? (minutesOf(lesson.startTime) ?? 8 * 60) + LESSON_MINUTES;
  return {
    lessonNumber: Math.min(99, lesson.lessonNumber + 1),
    startTime: timeOf(start),
    endTime: timeOf(start + LESSON_MINUTES),
  };
}

/** True on Monday to Friday while the local time is within [start, end). */
export function isCurrentLesson(startTime: string, endTime: string, nowMs: number): boolean {
  const d = new Date(nowMs);
  const weekday = d.getDay();
  if (weekday === 0 || weekday === 6) return false;
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  if (start === null || end === null) return false;
  const minutes = d.getHours() * 60 + d.getMinutes();
  return start <= minutes && minutes < end;
}
